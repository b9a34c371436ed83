import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { unchangedBy } from '../support/dbSnapshot.ts';
import { accessTokenOf, type RawAnswer, raw } from '../support/rawApi.ts';

/**
 * Attack suite, data API (reads): anonymous visitors and signed-in users without a staff role try to
 * read, count and embed every private table through hand-written requests. Each attack must be refused
 * (42501: 401 for anon, 403 otherwise) or answer nothing, and must leave every table as it was.
 */
let b: ActorBackend;
let memberToken: string;
beforeAll(async () => {
  b = await startActorBackend();
  memberToken = await accessTokenOf(b.as.member);
});
afterAll(() => b.close());

const PRIVATE_TABLES = [
  'contact_inquiries',
  'subscribers',
  'prayer_requests',
  'job_applications',
  'donations',
  'testimonials_for_review',
  'statement_archives',
  'data_exports',
  'audit_log',
  'follow_ups',
  'follow_up_notes',
] as const;
const PGRST_ERROR_KEYS = ['code', 'details', 'hint', 'message'];
const ATTACKERS = ['anon', 'member'] as const;
type Attacker = (typeof ATTACKERS)[number];

const tokenOf = (actor: Attacker) => (actor === 'anon' ? undefined : memberToken);
const as = (actor: Attacker, path: string, init: Parameters<typeof raw>[2] = {}) =>
  unchangedBy(b.backend.db, () => raw(b, path, { ...init, token: tokenOf(actor) }));

/** Refused with PostgREST's error shape, or an empty answer: never a row. */
function expectNothing(answer: RawAnswer, actor: Attacker) {
  if (answer.status >= 400) {
    expect(answer.status).toBe(actor === 'anon' ? 401 : 403);
    expect(answer.body).toMatchObject({ code: '42501', details: null, hint: null });
  } else {
    expect(answer.status).toBe(200);
    expect(answer.body ?? []).toEqual([]);
  }
}

const cells = PRIVATE_TABLES.flatMap((table) => ATTACKERS.map((actor) => [table, actor] as const));

describe('reads of private tables', () => {
  it.each(cells)('%s as %s: select=* gives nothing', async (table, actor) => {
    expectNothing(await as(actor, `/rest/v1/${table}?select=*`), actor);
  });

  it.each(cells)('%s as %s: an exact count reveals nothing', async (table, actor) => {
    const answer = await as(actor, `/rest/v1/${table}?select=*`, {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    if (answer.status === 200) expect(answer.headers.get('content-range')).toBe('*/0');
    else expect(answer.status).toBe(actor === 'anon' ? 401 : 403);
  });

  it.each(cells)('%s as %s: an aggregate count() is refused', async (table, actor) => {
    const answer = await as(actor, `/rest/v1/${table}?select=count()`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'PGRST123' });
  });

  it.each(cells)('%s as %s: a filter that is always true gives nothing', async (table, actor) => {
    expectNothing(await as(actor, `/rest/v1/${table}?select=*&or=(id.is.null,id.not.is.null)`), actor);
  });

  it.each(ATTACKERS)('users as %s: only their own row, never the staff list', async (actor) => {
    const answer = await as(actor, '/rest/v1/users?select=email,role');
    if (actor === 'anon') expectNothing(answer, actor);
    else expect(answer.body).toEqual([{ email: 'miembro@example.org', role: null }]);
  });
});

describe('embeddings reach no private row', () => {
  const embeds = [
    '/rest/v1/posts?select=id,author:users(email,role)',
    '/rest/v1/posts?select=id,author:users!inner(email)&author.role=eq.admin',
    '/rest/v1/videos?select=id,users(*)',
    '/rest/v1/audios?select=id,speaker:users!inner(email)',
    '/rest/v1/resources?select=id,...users(email)',
    '/rest/v1/users?select=email,posts(title,is_published)',
    '/rest/v1/testimonials?select=id,testimonials_for_review(email)',
  ];
  const attacks = embeds.flatMap((path) => ATTACKERS.map((actor) => [path, actor] as const));

  it.each(attacks)('%s as %s', async (path, actor) => {
    const answer = await as(actor, path);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/(admin|editor|pastoral)@example\.org|@example\.com/);
    expect(text).not.toContain('"is_published":false');
    if (answer.status >= 400) expect(Object.keys(answer.body as object).sort()).toEqual(PGRST_ERROR_KEYS);
  });
});

describe('the hidden columns of public tables', () => {
  const probes = [
    '/rest/v1/testimonials?select=id,email',
    '/rest/v1/testimonials?select=id&email=like.*',
    '/rest/v1/testimonials?select=id&order=email',
    '/rest/v1/testimonials?select=id&or=(email.ilike.*a*)',
    '/rest/v1/testimonials?select=id,e:email::text',
    '/rest/v1/testimonials?select=id&is_approved=is.false',
    '/rest/v1/posts?select=id&is_published=is.false',
    '/rest/v1/posts?select=id&published_at=gt.now()',
  ];
  const attacks = probes.flatMap((path) => ATTACKERS.map((actor) => [path, actor] as const));

  it.each(attacks)('%s as %s reveals nothing', async (path, actor) => {
    expectNothing(await as(actor, path), actor);
  });
});
