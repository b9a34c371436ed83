import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { unchangedBy } from '../support/dbSnapshot.ts';
import { accessTokenOf, raw } from '../support/rawApi.ts';

/**
 * Attack suite, data API (writes): visitors and role-less users try to write private tables, to set
 * what only staff may set (mass assignment), and to slip several rows into one request. Each attack
 * gets PostgREST's error answer, and no table changes.
 */
let b: ActorBackend;
let memberToken: string;
beforeAll(async () => {
  b = await startActorBackend();
  memberToken = await accessTokenOf(b.as.member);
});
afterAll(() => b.close());

const ATTACKERS = ['anon', 'member'] as const;
type Attacker = (typeof ATTACKERS)[number];
const denied = (actor: Attacker) => (actor === 'anon' ? 401 : 403);

const send = (
  actor: Attacker,
  method: string,
  path: string,
  body?: object,
  headers?: Record<string, string>,
) =>
  unchangedBy(b.backend.db, () =>
    raw(b, `/rest/v1/${path}`, { method, body, headers, token: actor === 'anon' ? undefined : memberToken }),
  );

const TESTIMONIAL = { name: 'Ana', email: null, country: 'Perú', testimonial_text: 'Dios es fiel.' };
const PRAYER = { name: 'Ana', email: null, request_text: 'Por mi familia.' };
const INQUIRY = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };
const SUBSCRIBER = { email: 'ana@example.com', country: 'Perú' };
const APPLICATION = {
  name: 'Ana',
  email: 'ana@example.com',
  position_interest: 'Junior Front-End Developer',
  cv_path: 'public/cv_Ana_1749000000000.pdf',
};

describe('writes to private tables', () => {
  const tables = [
    'contact_inquiries',
    'subscribers',
    'prayer_requests',
    'job_applications',
    'donations',
    'users',
  ];
  const cells = tables.flatMap((table) => ATTACKERS.map((actor) => [table, actor] as const));

  it.each(cells)('%s as %s: updating every row changes nothing', async (table, actor) => {
    const answer = await send(actor, 'PATCH', `${table}?id=not.is.null`, {
      created_at: '2000-01-01T00:00:00Z',
    });
    if (answer.status === 204) return; // RLS hid every row: zero rows updated.
    expect(answer.status).toBe(denied(actor));
    expect(answer.body).toMatchObject({ code: '42501' });
  });

  it.each(cells)('%s as %s: deleting every row deletes nothing', async (table, actor) => {
    const answer = await send(actor, 'DELETE', `${table}?id=not.is.null`);
    if (answer.status === 204) return;
    expect(answer.status).toBe(denied(actor));
    expect(answer.body).toMatchObject({ code: '42501' });
  });

  it.each(ATTACKERS)('donations as %s: a forged donation is refused', async (actor) => {
    const answer = await send(actor, 'POST', 'donations', { donor_name: 'X', amount: 1, currency: 'USD' });
    expect(answer).toMatchObject({ status: denied(actor), body: { code: '42501' } });
  });

  it.each(ATTACKERS)('users as %s: no self-made staff account, no self-promotion', async (actor) => {
    const insert = await send(actor, 'POST', 'users', {
      id: '00000000-0000-4000-a000-0000000000ee',
      email: 'x@example.com',
      role: 'admin',
    });
    expect(insert).toMatchObject({ status: denied(actor), body: { code: '42501' } });
    const promote = await send(actor, 'PATCH', 'users?email=eq.miembro@example.org', { role: 'admin' });
    if (promote.status !== 204)
      expect(promote).toMatchObject({ status: denied(actor), body: { code: '42501' } });
  });
});

describe('mass assignment on visitor forms', () => {
  const forged: [string, string, object, number | 'denied', string][] = [
    [
      'testimonial already approved',
      'testimonials',
      { ...TESTIMONIAL, is_approved: true },
      'denied',
      '42501',
    ],
    [
      'testimonial with a chosen id',
      'testimonials',
      { ...TESTIMONIAL, id: crypto.randomUUID() },
      'denied',
      '42501',
    ],
    [
      'testimonial backdated',
      'testimonials',
      { ...TESTIMONIAL, created_at: '2000-01-01' },
      'denied',
      '42501',
    ],
    [
      'testimonial with an unknown column',
      'testimonials',
      { ...TESTIMONIAL, role: 'admin' },
      400,
      'PGRST204',
    ],
    ['public prayer request', 'prayer_requests', { ...PRAYER, is_public: true }, 'denied', '42501'],
    [
      'prayer request already prayed for',
      'prayer_requests',
      { ...PRAYER, is_prayed_for: true },
      'denied',
      '42501',
    ],
    [
      'prayer request with a chosen id',
      'prayer_requests',
      { ...PRAYER, id: crypto.randomUUID() },
      'denied',
      '42501',
    ],
    ['handled inquiry', 'contact_inquiries', { ...INQUIRY, handled: true }, 'denied', '42501'],
    ['inactive subscriber', 'subscribers', { ...SUBSCRIBER, is_active: false }, 'denied', '42501'],
    [
      'application already hired',
      'job_applications',
      { ...APPLICATION, status: 'Contratado' },
      'denied',
      '42501',
    ],
    [
      'application with a chosen id',
      'job_applications',
      { ...APPLICATION, id: crypto.randomUUID() },
      'denied',
      '42501',
    ],
    [
      'application with an unknown column',
      'job_applications',
      { ...APPLICATION, salary: 1 },
      400,
      'PGRST204',
    ],
  ];
  const attacks = forged.flatMap((row) => ATTACKERS.map((actor) => [...row, actor] as const));

  it.each(attacks)('%s (%s) as %s is refused', async (_name, table, body, status, code, actor) => {
    const answer = await send(actor, 'POST', table, body);
    expect(answer.status).toBe(status === 'denied' ? denied(actor) : status);
    expect(answer.body).toMatchObject({ code });
  });

  it.each(ATTACKERS)('an upsert onto an approved testimonial is refused for %s', async (actor) => {
    const { rows } = await b.backend.db.query<{ id: string }>(
      'select id from public.testimonials where is_approved limit 1',
    );
    const answer = await send(
      actor,
      'POST',
      'testimonials?on_conflict=id',
      { ...TESTIMONIAL, id: rows[0]!.id, testimonial_text: 'Reemplazado' },
      { Prefer: 'resolution=merge-duplicates' },
    );
    expect(answer).toMatchObject({ status: denied(actor), body: { code: '42501' } });
  });

  it.each(ATTACKERS)('the columns parameter cannot smuggle a staff column for %s', async (actor) => {
    const answer = await send(
      actor,
      'POST',
      'testimonials?columns=name,country,testimonial_text,is_approved',
      {
        ...TESTIMONIAL,
        is_approved: true,
      },
    );
    expect(answer).toMatchObject({ status: denied(actor), body: { code: '42501' } });
  });
});

describe('bulk inserts', () => {
  const batches: [string, string, object[]][] = [
    ['testimonials', 'testimonials', Array.from({ length: 50 }, () => TESTIMONIAL)],
    ['prayer requests', 'prayer_requests', Array.from({ length: 50 }, () => PRAYER)],
    ['inquiries', 'contact_inquiries', [INQUIRY, INQUIRY]],
    [
      'subscribers',
      'subscribers',
      Array.from({ length: 20 }, (_, i) => ({ ...SUBSCRIBER, email: `lector${i}@example.com` })),
    ],
  ];
  const attacks = batches.flatMap(([name, table, rows]) =>
    ATTACKERS.map((actor) => [name, actor, table, rows] as const),
  );

  it.each(attacks)('many %s in one request as %s are refused whole', async (_name, actor, table, rows) => {
    const answer = await send(actor, 'POST', table, rows);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'P0001', message: 'Visitors send one row per request.' },
    });
  });

  it.each(ATTACKERS)(
    'applications, one or many, cannot be sent past the upload function by %s',
    async (actor) => {
      const answer = await send(actor, 'POST', 'job_applications', [APPLICATION, APPLICATION]);
      expect(answer).toMatchObject({ status: denied(actor), body: { code: '42501' } });
    },
  );

  it.each(ATTACKERS)('one forged row among valid ones sinks the whole batch for %s', async (actor) => {
    const answer = await send(actor, 'POST', 'testimonials', [
      { ...TESTIMONIAL, is_approved: false },
      { ...TESTIMONIAL, is_approved: true },
    ]);
    expect(answer.status).toBe(denied(actor));
  });
});
