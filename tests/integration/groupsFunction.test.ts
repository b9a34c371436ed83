import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages } from '../../core/messages/groupMessages.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import { functionPath, type ServerSettings } from '../../netlify/lib/serverFunction.ts';
import { ACTOR_EMAILS } from '../support/accessMatrix.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The `groups` server function (issue 33 item 4): «Quiero unirme», and staff's accept or decline, where
// accepting is the only path a group's address leaves the database.
let t: TestBackend;
let settings: ServerSettings;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestBackend();
  await seedDatabase(t.backend);
  settings = {
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: 'https://sitio.test' },
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  };
  for (const role of ['admin', 'editor', 'pastoral'] as const) {
    const signed = await t.signedIn(ACTOR_EMAILS[role]);
    tokens[role] = (await signed.auth.getSession()).data.session?.access_token ?? '';
  }
});
afterAll(() => t.close());

const sql = async <Row>(query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Row>(query, params)).rows;

let calls = 0;
/** A call to the function; each from its own address unless `ip` is given, so only the limit test meets it. */
async function post(body: object, { bearer, ip }: { bearer?: string; ip?: string } = {}) {
  calls += 1;
  const response = await mountServerFunctions(settings)[functionPath('groups')]!(
    new Request(`https://sitio.test${functionPath('groups')}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-nf-client-connection-ip': ip ?? `198.51.100.${calls % 250}`,
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the answer it expects.
  return { status: response.status, body: (await response.json()) as any };
}

const outbox = (kind: string) =>
  sql<{ recipient: string; text: string; idempotency_key: string }>(
    'select recipient, text, idempotency_key from public.email_outbox where kind = $1 order by created_at',
    [kind],
  );

let groupCount = 0;
/** A published group with its private address, written as the superuser. */
async function seedGroup(capacity = 3) {
  groupCount += 1;
  const [group] = await sql<{ id: string }>(
    `insert into public.groups (slug, name, kind, day_of_week, meets_at, zone, leader_first_name, capacity, is_published)
     values ($1, 'Grupo de prueba', 'general', 3, '19:30', 'Del Valle', 'Lucía', $2, true) returning id`,
    [`grupo-prueba-${groupCount}`, capacity],
  );
  const address = `Calle Secreta ${100 + groupCount}, Del Valle`;
  await sql('insert into public.group_addresses (group_id, address, leader_email) values ($1, $2, $3)', [
    group!.id,
    address,
    'lucia@example.org',
  ]);
  return { id: group!.id, address };
}

const join = (groupId: string, extra: object = {}) => ({
  action: 'join',
  group_id: groupId,
  name: 'Ana María',
  email: 'ana@example.org',
  message: 'Vivo cerca.',
  ...extra,
});

async function requestOf(groupId: string, email: string) {
  const [row] = await sql<{ id: string; status: string }>(
    'select id, status from public.group_join_requests where group_id = $1 and email = $2',
    [groupId, email],
  );
  return row!;
}

describe('asking to join', () => {
  it('stores the request and emails the leader a link to the admin, never the address', async () => {
    const group = await seedGroup();
    const { status, body } = await post(join(group.id));
    expect(status).toBe(201);
    expect(body.message).toBe(groupMessages.join.sent);
    const request = await requestOf(group.id, 'ana@example.org');
    expect(request.status).toBe('pending');
    const mails = (await outbox('group_join_request')).filter((m) => m.idempotency_key.endsWith(request.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('lucia@example.org');
    expect(mails[0]!.text).toContain('Ana María quiere unirse a Grupo de prueba.');
    expect(mails[0]!.text).toContain(`https://sitio.test/admin/grupos/${group.id}`);
    expect(mails[0]!.text).not.toContain(group.address);
  });

  it('refuses a second request from the same email, whatever its case', async () => {
    const group = await seedGroup();
    expect((await post(join(group.id))).status).toBe(201);
    const again = await post(join(group.id, { email: 'ANA@Example.org' }));
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({ message: groupMessages.join.duplicate }),
    });
  });

  it('refuses a full group with «Completo»', async () => {
    const group = await seedGroup(1);
    await sql(
      `insert into public.group_join_requests (group_id, status, name, email, decided_at)
       values ($1, 'accepted', 'Miembro', 'miembro@example.org', now())`,
      [group.id],
    );
    const { status, body } = await post(join(group.id));
    expect(status).toBe(409);
    expect(body.message).toMatch(/^Completo/);
    expect(
      await sql('select 1 from public.group_join_requests where group_id = $1 and email = $2', [
        group.id,
        'ana@example.org',
      ]),
    ).toEqual([]);
  });

  it.each([
    ['no way to reach them', { email: '' }, groupMessages.join.contactMissing],
    ['a phone without consent', { email: '', phone: '+5215512345678' }, groupMessages.join.consentMissing],
    ['a phone without country code', { phone: '55 1234 5678' }, groupMessages.join.phoneInvalid],
    ['no name', { name: '  ' }, groupMessages.join.nameMissing],
  ])('refuses %s in Spanish', async (_case, change, message) => {
    const group = await seedGroup();
    expect(await post(join(group.id, change))).toEqual({
      status: 400,
      body: expect.objectContaining({ message }),
    });
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const group = await seedGroup();
    expect((await post(join(group.id, { website: 'https://spam.example' }))).status).toBe(201);
    expect(await sql('select 1 from public.group_join_requests where group_id = $1', [group.id])).toEqual([]);
  });

  it('refuses an unpublished group', async () => {
    const group = await seedGroup();
    await sql('update public.groups set is_published = false where id = $1', [group.id]);
    expect((await post(join(group.id))).body.message).toBe(groupMessages.join.closed);
  });

  it('limits requests per address', async () => {
    const group = await seedGroup(500);
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(
        (await post(join(group.id, { email: `p${i}@example.org` }), { ip: '203.0.113.50' })).status,
      );
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('answering a request', () => {
  it('emails the address only to the accepted person, once', async () => {
    const group = await seedGroup();
    await post(join(group.id, { email: 'beto@example.org', name: 'Beto Ruiz' }));
    const request = await requestOf(group.id, 'beto@example.org');
    const before = await sql<{ text: string }>('select text from public.email_outbox');
    expect(before.some((mail) => mail.text?.includes(group.address))).toBe(false);

    const accepted = await post({ action: 'accept', request_id: request.id }, { bearer: tokens.pastoral });
    expect(accepted).toEqual({ status: 200, body: { id: request.id, status: 'accepted' } });
    expect(JSON.stringify(accepted.body)).not.toContain(group.address);
    const mails = (await outbox('group_join_accepted')).filter((m) => m.idempotency_key.endsWith(request.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('beto@example.org');
    expect(mails[0]!.text).toContain(`Dirección: ${group.address}`);
    expect(mails[0]!.text).toContain('Miércoles, 19:30');

    const again = await post({ action: 'accept', request_id: request.id }, { bearer: tokens.admin });
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({ message: groupMessages.decide.answered }),
    });
  });

  it('sends a kind note without the address when declining', async () => {
    const group = await seedGroup();
    await post(join(group.id, { email: 'caro@example.org' }));
    const request = await requestOf(group.id, 'caro@example.org');
    expect((await post({ action: 'decline', request_id: request.id }, { bearer: tokens.admin })).status).toBe(
      200,
    );
    const [mail] = (await outbox('group_join_declined')).filter((m) =>
      m.idempotency_key.endsWith(request.id),
    );
    expect(mail!.text).toContain('https://sitio.test/grupos');
    expect(mail!.text).not.toContain(group.address);
    // A declined person may ask again later.
    expect((await post(join(group.id, { email: 'caro@example.org' }))).status).toBe(201);
  });

  it('refuses to accept past the capacity', async () => {
    const group = await seedGroup(1);
    await post(join(group.id, { email: 'uno@example.org' }));
    await post(join(group.id, { email: 'dos@example.org' }));
    const first = await requestOf(group.id, 'uno@example.org');
    const second = await requestOf(group.id, 'dos@example.org');
    expect((await post({ action: 'accept', request_id: first.id }, { bearer: tokens.admin })).status).toBe(
      200,
    );
    const refused = await post({ action: 'accept', request_id: second.id }, { bearer: tokens.admin });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({ message: groupMessages.decide.full }),
    });
    expect((await requestOf(group.id, 'dos@example.org')).status).toBe('pending');
  });

  it.each([
    ['a visitor', undefined, 401],
    ['an editor', 'editor', 403],
  ])('refuses %s', async (_who, role, status) => {
    const group = await seedGroup();
    await post(join(group.id, { email: 'dora@example.org' }));
    const request = await requestOf(group.id, 'dora@example.org');
    const answer = await post(
      { action: 'accept', request_id: request.id },
      { bearer: role ? tokens[role] : undefined },
    );
    expect(answer.status).toBe(status);
    expect((await requestOf(group.id, 'dora@example.org')).status).toBe('pending');
  });
});

describe('what visitors can read', () => {
  it('gives anon the places of published groups and never an address or a request', async () => {
    const group = await seedGroup(2);
    await sql(
      `insert into public.group_join_requests (group_id, status, name, email, decided_at)
       values ($1, 'accepted', 'Miembro', 'miembro2@example.org', now()), ($1, 'accepted', 'Otra', 'otra@example.org', now())`,
      [group.id],
    );
    const places = await t.client().rpc('published_groups');
    expect(places.error).toBeNull();
    expect(places.data).toContainEqual(expect.objectContaining({ id: group.id, members: 2, is_full: true }));
    expect(JSON.stringify(places.data)).not.toContain(group.address);
    expect(JSON.stringify(places.data)).not.toContain('lucia@example.org');
    expect((await t.client().from('group_addresses').select('*')).error?.code).toBe('42501');
    expect((await t.client().from('group_join_requests').select('*')).error?.code).toBe('42501');
    const rows = await t.client().from('groups').select('*');
    expect(JSON.stringify(rows.data)).not.toContain(group.address);
    const decided = await t.client().rpc('decide_group_join_request', { request_id: group.id, accept: true });
    expect(decided.error).not.toBeNull();
  });
});
