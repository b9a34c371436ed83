import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { prayerExpiryJob } from '../../netlify/lib/jobs/prayerExpiryJob.ts';
import { type ActorBackend, startActorBackend, untyped } from '../support/actorClients.ts';
import { prayerWallHarness } from '../support/prayerWallHarness.ts';

// Issue 17 in the database: who may read and change wall requests, "Oré por ti" counting once per
// visitor, request and day, the private link's states, and expiry.
let b: ActorBackend;
let h: ReturnType<typeof prayerWallHarness>;
beforeAll(async () => {
  b = await startActorBackend();
  h = prayerWallHarness(b);
});
afterAll(() => b.close());

describe('sending', () => {
  it('stores the chosen visibility and only the hash of the token, and queues the link by email', async () => {
    const sent = await h.send({ visibility: 'named', email: 'ana@example.org' });
    expect(sent.status).toBe(201);
    expect(sent.token).toMatch(/^[\w-]{43}$/);
    const [row] = await h.sql(
      `select visibility, status, encode(link_token_hash, 'hex') as hash from public.prayer_requests where id = $1`,
      [sent.id],
    );
    expect(row).toMatchObject({ visibility: 'named', status: 'pending' });
    expect(String(row?.hash)).not.toContain(sent.token);
    const [email] = await h.sql(
      'select recipient, html from public.email_outbox where idempotency_key = $1',
      [`prayer_link:${sent.id}`],
    );
    expect(email?.recipient).toBe('ana@example.org');
    expect(email?.html).toContain(`http://sitio.test/oracion/mi-peticion#${sent.token}`);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const sent = await h.send({ website: 'http://spam.example' });
    expect(sent.status).toBe(201);
    expect(sent.id).toBeUndefined();
  });

  it('keeps visitors from choosing the wall or the link columns by writing the table directly', async () => {
    const { error } = await untyped(b.as.anon)
      .from('prayer_requests')
      .insert({ name: 'X', request_text: 'Y', status: 'approved', visibility: 'named' });
    expect(error?.code).toBe('42501');
  });
});

describe('reading', () => {
  it('never shows visitors a request, private or on the wall, through the table', async () => {
    const wall = await h.send({ visibility: 'anonymous' });
    await h.approve(wall.id!);
    for (const actor of ['anon', 'member', 'editor'] as const) {
      const { data } = await b.as[actor].from('prayer_requests').select('id');
      expect(data ?? [], actor).toEqual([]);
    }
  });

  it('shows the wall only approved requests, with the first name only when the person chose it', async () => {
    const named = await h.send({
      visibility: 'named',
      name: 'Rosa Elena Pérez',
      request_text: 'Por mi trabajo',
    });
    const hidden = await h.send({ visibility: 'anonymous', request_text: 'Sin nombre' });
    const pending = await h.send({ visibility: 'named', request_text: 'Aún no aprobada' });
    const secret = await h.send({ visibility: 'private', request_text: 'Secreto' });
    await h.approve(named.id!);
    await h.approve(hidden.id!);
    const { data } = await b.as.anon.rpc('prayer_wall');
    const byId = new Map(data?.map((row) => [row.id, row]));
    expect(byId.get(named.id!)).toMatchObject({ display_name: 'Rosa', public_text: 'Por mi trabajo' });
    expect(byId.get(hidden.id!)?.display_name).toBeNull();
    expect(byId.has(pending.id!)).toBe(false);
    expect(byId.has(secret.id!)).toBe(false);
    expect(JSON.stringify(data)).not.toContain('Pérez');
  });

  it('refuses to put a private request on the wall', async () => {
    const secret = await h.send({ visibility: 'private' });
    const { error } = await b.as.pastoral
      .from('prayer_requests')
      .update({ status: 'approved' })
      .eq('id', secret.id!);
    expect(error?.code).toBe('23514');
  });
});

describe('moderating', () => {
  it('lets the pastoral team edit the public text, mark urgent, set a category and approve', async () => {
    const sent = await h.send({ visibility: 'anonymous', request_text: 'Por Juan, de la calle 5' });
    const { error } = await b.as.pastoral
      .from('prayer_requests')
      .update({ public_text: 'Por un amigo', is_urgent: true, category: 'Salud', status: 'approved' })
      .eq('id', sent.id!);
    expect(error).toBeNull();
    const [row] = await h.sql(
      `select public_text, (expires_at - approved_at)::text as days from public.prayer_requests where id = $1`,
      [sent.id],
    );
    expect(row?.public_text).toBe('Por un amigo');
    expect(String(row?.days)).toMatch(/30 days/);
    const { data } = await b.as.anon.rpc('prayer_wall');
    expect(data?.[0]?.id).toBe(sent.id);
  });

  it.each(['answered', 'withdrawn', 'expired'])(
    'keeps staff from setting %s, which only the person or time decide',
    async (status) => {
      const sent = await h.send({ visibility: 'anonymous' });
      const { error } = await b.as.admin.from('prayer_requests').update({ status }).eq('id', sent.id!);
      expect(error?.code).toBe('42501');
    },
  );

  it.each(['editor', 'member', 'anon'] as const)('lets %s change nothing', async (actor) => {
    const sent = await h.send({ visibility: 'anonymous' });
    await b.as[actor].from('prayer_requests').update({ status: 'approved' }).eq('id', sent.id!);
    const [row] = await h.sql('select status from public.prayer_requests where id = $1', [sent.id]);
    expect(row?.status).toBe('pending');
  });

  it('refuses anyone signed in a change of the count', async () => {
    const { error } = await b.as.admin
      .from('prayer_requests')
      .update({ prayed_count: 99 })
      .neq('id', randomUUID());
    expect(error?.code).toBe('42501');
  });
});

describe('"Oré por ti"', () => {
  it('counts 1,000 clicks from one visitor once, and leaves the other requests alone', async () => {
    const one = await h.send({ visibility: 'anonymous' });
    const other = await h.send({ visibility: 'anonymous' });
    await h.approve(one.id!);
    await h.approve(other.id!);
    const visitor = randomUUID();
    // 100 at a time: the local server's admission limit answers 503 beyond its queue, as a gateway would.
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => h.pray(one.id!, visitor)));
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body)).toEqual([]);
    }
    expect(await h.countOf(one.id!)).toBe(1);
    expect(await h.countOf(other.id!)).toBe(0);
    expect((await h.pray(one.id!)).body).toBe(2);
  });

  it('lets at most 30 visitors pray from one address per request and day', async () => {
    const sent = await h.send({ visibility: 'anonymous' });
    await h.approve(sent.id!);
    for (let i = 0; i < 40; i += 1) await h.pray(sent.id!, randomUUID(), '198.51.100.7');
    expect(await h.countOf(sent.id!)).toBe(30);
    await h.pray(sent.id!, randomUUID(), '198.51.100.8');
    expect(await h.countOf(sent.id!)).toBe(31);
  });

  it('refuses a request that is not on the wall', async () => {
    const pending = await h.send({ visibility: 'anonymous' });
    const answer = await h.pray(pending.id!);
    expect(answer.status).toBe(404);
    expect(await h.countOf(pending.id!)).toBe(0);
  });

  it('gives visitors the function and nothing more of its tables', async () => {
    const { error } = await untyped(b.as.anon).schema('private').from('prayer_clicks').select('*');
    expect(error).not.toBeNull();
  });
});

describe('the private link', () => {
  it('shows the request and how many prayed', async () => {
    const sent = await h.send({ visibility: 'named' });
    await h.approve(sent.id!);
    await h.pray(sent.id!);
    await h.pray(sent.id!);
    const { body } = await h.rpc('prayer_link', { token: sent.token });
    expect(body).toMatchObject({
      state: 'ok',
      status: 'approved',
      prayed_count: 2,
      request_text: 'Por mi madre',
    });
  });

  it('withdraws the request, which then leaves the wall and the link is used', async () => {
    const sent = await h.send({ visibility: 'anonymous' });
    await h.approve(sent.id!);
    expect((await h.rpc('withdraw_prayer', { token: sent.token })).body).toMatchObject({
      state: 'used',
      status: 'withdrawn',
    });
    const { data } = await b.as.anon.rpc('prayer_wall');
    expect(data?.some((row) => row.id === sent.id)).toBe(false);
    expect((await h.rpc('prayer_link', { token: sent.token })).body).toEqual({
      state: 'used',
      status: 'withdrawn',
    });
  });

  it('marks it answered and queues the story as a testimonial linked to the request', async () => {
    const sent = await h.send({ visibility: 'named', name: 'Lucía Gómez', email: 'lucia@example.org' });
    const answer = await h.rpc('answer_prayer', {
      token: sent.token,
      story: 'Mi madre sanó.',
      country: 'Chile',
    });
    expect(answer.body).toMatchObject({ state: 'used', status: 'answered' });
    const [testimonial] = await h.sql(
      'select id, name, country, is_approved, answers_prayer from public.testimonials where prayer_request_id = $1',
      [sent.id],
    );
    expect(testimonial).toMatchObject({
      name: 'Lucía',
      country: 'Chile',
      is_approved: false,
      answers_prayer: true,
    });
    await h.sql('update public.testimonials set is_approved = true where id = $1', [testimonial?.id]);
    const { data } = await b.as.anon
      .from('testimonials')
      .select('name, answers_prayer')
      .eq('id', String(testimonial?.id));
    expect(data).toEqual([{ name: 'Lucía', answers_prayer: true }]);
    const { error } = await untyped(b.as.anon).from('testimonials').select('prayer_request_id');
    expect(error?.code).toBe('42501');
  });

  it('lets moderators follow an answered prayer to its testimony and back, as the admin lists do', async () => {
    const sent = await h.send({ visibility: 'private', name: 'Marta' });
    await h.rpc('answer_prayer', { token: sent.token, story: 'Encontré trabajo.', country: 'Perú' });
    const [testimonial] = await h.sql('select id from public.testimonials where prayer_request_id = $1', [
      sent.id,
    ]);
    const testimonialId = String(testimonial?.id);
    // The testimonials list: which of its rows answer a prayer, and which request (editors too: it is an id).
    for (const actor of ['editor', 'pastoral', 'admin'] as const) {
      const { data, error } = await b.as[actor]
        .from('testimonials')
        .select('id, prayer_request_id')
        .in('id', [testimonialId])
        .eq('answers_prayer', true);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: testimonialId, prayer_request_id: sent.id }]);
    }
    // The prayer inbox, opened on that one request (?peticion=), embeds its testimony.
    const { data: request } = await b.as.pastoral
      .from('prayer_requests')
      .select('id, status, testimonial:testimonials(id, is_approved)')
      .eq('id', sent.id!);
    expect(request).toEqual([
      { id: sent.id, status: 'answered', testimonial: { id: testimonialId, is_approved: false } },
    ]);
    // The testimonials list opened on that testimony (?testimonio=) through the review view.
    const { data: review } = await b.as.pastoral
      .from('testimonials_for_review')
      .select('id, country')
      .eq('id', testimonialId);
    expect(review).toEqual([{ id: testimonialId, country: 'Perú' }]);
  });

  // Issue 30 item 2: an expired link answers as a wrong one does, so no answer tells which tokens exist.
  it('answers an expired link as it answers a wrong one', async () => {
    const sent = await h.send();
    await h.sql(
      `update public.prayer_requests set link_expires_at = now() - interval '1 day' where id = $1`,
      [sent.id],
    );
    expect((await h.rpc('prayer_link', { token: sent.token })).body).toEqual({ state: 'invalid' });
    expect((await h.rpc('withdraw_prayer', { token: sent.token })).body).toEqual({ state: 'invalid' });
  });

  it('answers a wrong token as invalid, then slows guessing from that address', async () => {
    const ip = '192.0.2.44';
    const sent = await h.send();
    for (let i = 0; i < 10; i += 1) {
      expect((await h.rpc('prayer_link', { token: `adivinanza-${i}` }, ip)).body).toEqual({
        state: 'invalid',
      });
    }
    expect((await h.rpc('prayer_link', { token: sent.token }, ip)).body).toEqual({ state: 'limited' });
    expect((await h.rpc('prayer_link', { token: sent.token }, '192.0.2.45')).body).toMatchObject({
      state: 'ok',
    });
  });
});

describe('expiry', () => {
  it('takes requests off the wall when their days are up and asks for a rebuild', async () => {
    const sent = await h.send({ visibility: 'anonymous' });
    await h.approve(sent.id!);
    await h.sql('update public.site_rebuild_requests set handled_at = now() where handled_at is null');
    await h.sql(`update public.prayer_requests set expires_at = now() - interval '1 minute' where id = $1`, [
      sent.id,
    ]);
    // The scheduled job `prayer-expiry`, as Netlify and `npm start` run it: through the API with the secret key.
    const report = await prayerExpiryJob.run({ service: b.service, now: new Date(), siteUrl: '', env: {} });
    expect(report.lines[0]).toMatch(/^\d+ petici(ón salió|ones salieron) del muro de oración\.$/);
    const [row] = await h.sql('select status from public.prayer_requests where id = $1', [sent.id]);
    expect(row?.status).toBe('expired');
    const pending = await h.sql(`select reason from public.site_rebuild_requests where handled_at is null`);
    expect(pending.map((r) => r.reason)).toContain('prayer_requests update');
  });

  it('takes the number of days from the published identity area, which no staff member changes by hand', async () => {
    for (const role of ['pastoral', 'admin'] as const) {
      const { error } = await b.as[role].from('prayer_wall_settings').update({ wall_days: 3 }).eq('id', true);
      expect(error).toMatchObject({ code: '42501' });
    }
    expect((await h.sql('select wall_days from public.prayer_wall_settings'))[0]?.wall_days).toBe(30);
    // An admin publishes the identity area (admin → Sitio): SQL applies its days on the next approval.
    const published = await b.as.admin.rpc('publish_site_content', {
      area: 'identity',
      content: { ...siteDefaults.identity, prayerWallDays: 7 },
      draft_version: 0,
    });
    expect(published.error).toBeNull();
    const sent = await h.send({ visibility: 'anonymous' });
    await h.approve(sent.id!);
    const [row] = await h.sql(
      `select (expires_at - approved_at)::text as days from public.prayer_requests where id = $1`,
      [sent.id],
    );
    expect(String(row?.days)).toMatch(/7 days/);
    await h.sql('update public.prayer_wall_settings set wall_days = 30');
  });
});
