import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { nextVisitDates } from '#core/visits/visitDates.ts';
import { remindersJob } from '../../netlify/lib/jobs/remindersJob.ts';
import { visitsRetentionJob } from '../../netlify/lib/jobs/visitsRetentionJob.ts';
import { emailAttachments } from '../../netlify/lib/mail/outbox.ts';
import { visitConfirmationKey } from '../../netlify/lib/visits/visitCalendar.ts';
import { visitReminderKey } from '../../netlify/lib/visits/visitReminders.ts';
import { VISIT_LINK_NOT_VALID, visits } from '../../netlify/lib/visits/visitsFunction.ts';
import { inboxSetup, type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// «Planea tu visita» on the server (issue 32 item 1): the `visits` function, its confirmation with the
// .ics, the single-use private link, the reminder the day before exactly once, and retention.
let t: TestBackend;
let h: OutboxHarness;
// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the answer it expects.
let post: (body: object, ip?: string) => Promise<{ status: number; body: any }>;
beforeAll(async () => {
  t = await startTestBackend();
  h = outboxHarness(t);
  const handler = visits.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: 'https://sitio.test' },
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
  post = async (body, ip = '198.51.100.20') => {
    const response = await handler(
      new Request('https://sitio.test/.netlify/functions/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': ip },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
});
afterAll(() => t.close());

const { schedule, identity } = siteDefaults;
const upcoming = () => nextVisitDates(schedule, identity.timeZone, new Date());
const nextSunday = () => upcoming().find((date) => date.serviceId === 'servicio-dominical')!;
const plan = (email: string, overrides: object = {}) =>
  post({
    action: 'plan',
    name: 'Lucía Gómez',
    email,
    visit: nextSunday().key,
    party_size: 3,
    children: true,
    ...overrides,
  });
const visitRow = async (email: string) =>
  (await h.sql('select * from public.planned_visits where email = $1', [email]))[0]!;

describe('plan', () => {
  it('stores the visit at the real service time and queues the confirmation with its .ics', async () => {
    const planned = await plan('lucia@example.org');
    expect(planned.status).toBe(201);
    expect(planned.body.token).toMatch(/^[\w-]{43}$/);
    const row = await visitRow('lucia@example.org');
    expect(row).toMatchObject({
      service_id: 'servicio-dominical',
      party_size: 3,
      children: true,
      status: 'planned',
    });
    expect(new Date(String(row.starts_at)).toISOString()).toBe(new Date(nextSunday().startsAt).toISOString());

    const email = await h.row(visitConfirmationKey(String(row.id), nextSunday().startsAt));
    expect(email.subject).toMatch(/^Te esperamos: Servicio Dominical, domingo/);
    expect(email.text).toContain(siteDefaults.contact.mapLinkUrl);
    expect(email.text).toContain(`https://sitio.test/visitanos/gestionar#acceso=${planned.body.token}`);
    const [ics] = await emailAttachments(h.service)({
      kind: 'visit_confirmed',
      idempotencyKey: String(email.idempotency_key),
    } as never);
    expect(ics?.filename).toBe('visita.ics');
    const text = new TextDecoder().decode(ics?.content);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(
      `DTSTART;TZID=${identity.timeZone}:${nextSunday().key.split('@')[1]!.replace(/[-:]/g, '')}00`,
    );
    expect(text).toContain('LOCATION:');
  });

  it('refuses a date that is not one of the next services, and contact it cannot use, in Spanish', async () => {
    const made = await plan('falsa@example.org', { visit: 'servicio-dominical@2020-01-05T10:00' });
    expect(made).toMatchObject({ status: 409, body: { message: expect.stringMatching(/Elige otra fecha/) } });
    const phoneOnly = await plan('', { phone: '+52 55 1234 5678' });
    expect(phoneOnly.body.message).toBe('Para escribirte por WhatsApp necesitamos tu permiso.');
    const many = await plan('grupo@example.org', { party_size: 40 });
    expect(many.status).toBe(400);
    expect(
      (
        await h.sql(
          `select 1 from public.planned_visits where email in ('falsa@example.org', 'grupo@example.org')`,
        )
      ).length,
    ).toBe(0);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const bot = await plan('bot@example.org', { website: 'http://spam.test' });
    expect(bot.status).toBe(201);
    expect((await h.sql(`select 1 from public.planned_visits where email = 'bot@example.org'`)).length).toBe(
      0,
    );
  });
});

describe('the private link', () => {
  it('opens once; a second use is refused in Spanish; cancel and change act with the session', async () => {
    const planned = await plan('marta@example.org');
    const opened = await post({ action: 'open', token: planned.body.token });
    expect(opened.status).toBe(200);
    expect(opened.body.visit).toMatchObject({
      service_name: 'Servicio Dominical',
      status: 'planned',
      party_size: 3,
    });
    expect(opened.body.choices.length).toBeGreaterThan(0);
    const again = await post({ action: 'open', token: planned.body.token });
    expect(again).toMatchObject({ status: 410, body: { message: VISIT_LINK_NOT_VALID } });

    const other = opened.body.choices[0];
    const changed = await post({ action: 'change', session: opened.body.session, visit: other.key });
    expect(changed.status).toBe(200);
    expect(changed.body.visit.when).toBe(other.label);
    const row = await visitRow('marta@example.org');
    await h.row(visitConfirmationKey(String(row.id), new Date(String(row.starts_at)).toISOString()));

    const cancelled = await post({ action: 'cancel', session: opened.body.session });
    expect(cancelled.body.visit.status).toBe('cancelled');
    const twice = await post({ action: 'cancel', session: opened.body.session });
    expect(twice).toMatchObject({ status: 409, body: { message: 'Esta visita ya está cancelada.' } });
  });

  it('hands a guest without email the fresh link a change makes (with email it only goes by mail)', async () => {
    const byPhone = await post(
      {
        action: 'plan',
        name: 'Tomás Ruiz',
        phone: '+52 55 8765 4321',
        whatsapp_consent: true,
        visit: nextSunday().key,
        party_size: 1,
      },
      '198.51.100.21',
    );
    expect(byPhone.status).toBe(201);
    const opened = await post({ action: 'open', token: byPhone.body.token });
    const changed = await post({
      action: 'change',
      session: opened.body.session,
      visit: opened.body.choices[0].key,
    });
    expect(changed.body.token).toMatch(/^[\w-]{43}$/);
    const reopened = await post({ action: 'open', token: changed.body.token });
    expect(reopened.status).toBe(200);

    const byEmail = await plan('sin-enlace-en-respuesta@example.org');
    const session = (await post({ action: 'open', token: byEmail.body.token })).body;
    const moved = await post({ action: 'change', session: session.session, visit: session.choices[0].key });
    expect(moved.status).toBe(200);
    expect(moved.body.token).toBeUndefined();
  });

  it('answers a request for a new link the same way whether or not the email has a visit', async () => {
    await plan('pide@example.org');
    const known = await post({ action: 'resend', email: 'pide@example.org' }, '198.51.100.30');
    const unknown = await post({ action: 'resend', email: 'nadie@example.org' }, '198.51.100.31');
    expect(known).toEqual(unknown);
    const links = await h.sql(
      `select 1 from public.email_outbox where kind = 'visit_link' and recipient = 'pide@example.org'`,
    );
    expect(links.length).toBe(1);
  });
});

describe('the reminder the day before', () => {
  it('is queued exactly once under retries, concurrent runs and a crash before marking, and sent once', async () => {
    await plan('recuerda@example.org');
    const row = await visitRow('recuerda@example.org');
    const startsAt = new Date(String(row.starts_at));
    const dayBefore = new Date(startsAt.getTime() - 12 * 3600_000);
    const context = { service: h.service, now: dayBefore, siteUrl: 'https://sitio.test', env: {} };
    // Two runs at once (an overlapping retry), then the same run after a crash between queueing and marking.
    const reports = await Promise.all([remindersJob.run(context), remindersJob.run(context)]);
    expect(
      reports.flatMap((r) => r.lines).filter((line) => line.includes('recuerda@example.org')),
    ).toHaveLength(1);
    await h.sql('update public.planned_visits set reminded_at = null where id = $1', [row.id]);
    await remindersJob.run(context);
    await remindersJob.run(context);
    const key = visitReminderKey(String(row.id), startsAt.toISOString());
    const queued = await h.sql('select status from public.email_outbox where idempotency_key = $1', [key]);
    expect(queued).toHaveLength(1);
    // The sender dies after claiming it: the claim lapses and the next run sends it, once.
    const claimed = await h.store.claim({
      worker: 'muerto',
      maxEmails: 100,
      leaseSeconds: 60,
      perMinute: 1000,
      maxAttempts: 8,
    });
    expect(claimed.map((email) => email.idempotencyKey)).toContain(key);
    await h.sql(
      `update public.email_outbox set lease_expires_at = now() - interval '1 second' where lease_owner = 'muerto'`,
    );
    await h.drain(inboxSetup());
    await h.drain(inboxSetup());
    await remindersJob.run(context);
    expect((await h.row(key)).status).toBe('sent');
    expect(await h.sql('select 1 from public.email_outbox where idempotency_key = $1', [key])).toHaveLength(
      1,
    );
  });

  it('is not sent for a cancelled visit, nor more than a day before', async () => {
    const planned = await plan('cancela@example.org');
    const opened = await post({ action: 'open', token: planned.body.token }, '198.51.100.40');
    await post({ action: 'cancel', session: opened.body.session });
    const row = await visitRow('cancela@example.org');
    const startsAt = new Date(String(row.starts_at));
    for (const hoursBefore of [12, 30]) {
      await remindersJob.run({
        service: h.service,
        now: new Date(startsAt.getTime() - hoursBefore * 3600_000),
        siteUrl: 'https://sitio.test',
        env: {},
      });
    }
    const reminders = await h.sql(
      `select 1 from public.email_outbox where kind = 'visit_reminder' and recipient = 'cancela@example.org'`,
    );
    expect(reminders).toHaveLength(0);
  });
});

describe('retention', () => {
  it('deletes visits older than the months set, but not the ones the follow-up inbox kept', async () => {
    await h.sql(`insert into public.planned_visits
        (name, email, service_id, service_name, starts_at, ends_at, time_zone, party_size, keep)
      values ('Antigua', 'antigua@example.org', 'servicio-dominical', 'Servicio Dominical',
              now() - interval '7 months', now() - interval '7 months' + interval '2 hours', 'America/Mexico_City', 1, false),
             ('Guardada', 'guardada@example.org', 'servicio-dominical', 'Servicio Dominical',
              now() - interval '7 months', now() - interval '7 months' + interval '2 hours', 'America/Mexico_City', 1, true),
             ('Reciente', 'reciente@example.org', 'servicio-dominical', 'Servicio Dominical',
              now() - interval '5 months', now() - interval '5 months' + interval '2 hours', 'America/Mexico_City', 1, false)`);
    const report = await visitsRetentionJob.run({
      service: h.service,
      now: new Date(),
      siteUrl: '',
      env: {},
    });
    expect(report.lines[0]).toMatch(/^1 visita planeada borrada .*6 meses\)\.$/);
    const left = await h.sql(
      `select name from public.planned_visits where name in ('Antigua', 'Guardada', 'Reciente') order by name`,
    );
    expect(left.map((row) => row.name)).toEqual(['Guardada', 'Reciente']);
  });
});
