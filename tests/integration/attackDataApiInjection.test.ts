import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { unchangedBy } from '../support/dbSnapshot.ts';
import { type RawAnswer, raw } from '../support/rawApi.ts';

/**
 * Attack suite, data API (syntax): SQL smuggled into filters, orders and select lists, malformed query
 * strings, oversized and deeply nested bodies, and schemas the API must not serve. Nothing reaches SQL
 * as text, every answer is a 4xx with PostgREST's error shape (never a 5xx), and no table changes.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const attack = (path: string, init: Parameters<typeof raw>[2] = {}) =>
  unchangedBy(b.backend.db, () => raw(b, path, init));

function expectRestError(answer: RawAnswer, status: number, code: string) {
  expect({ status: answer.status, code: (answer.body as { code?: string } | null)?.code }).toEqual({
    status,
    code,
  });
  expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

const DROP = "');drop table public.posts;--";

describe('SQL in filters, orders and select lists stays data', () => {
  const harmless = [
    `/rest/v1/posts?select=id&title=eq.${encodeURIComponent(DROP)}`,
    `/rest/v1/posts?select=id&title=like.${encodeURIComponent(`%${DROP}`)}`,
    `/rest/v1/posts?select=id&title=in.(a,${encodeURIComponent(`"${DROP}"`)})`,
    '/rest/v1/posts?select=id&title=eq.%ZZ',
    `/rest/v1/posts?select=id&or=(title.eq.${encodeURIComponent(`"${DROP}"`)})`,
    `/rest/v1/testimonials?select=id&name=ilike.${encodeURIComponent("*'||(select email from public.testimonials limit 1)||'*")}`,
  ];
  it.each(harmless)('%s answers no rows', async (path) => {
    const answer = await attack(path);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: [] });
  });

  const refused: [string, number, string][] = [
    [
      `/rest/v1/posts?select=id&order=${encodeURIComponent('title;delete from public.posts')}`,
      400,
      'PGRST100',
    ],
    [`/rest/v1/posts?select=id&order=${encodeURIComponent('(select 1)')}`, 400, 'PGRST100'],
    [`/rest/v1/posts?select=${encodeURIComponent('id,(select email from public.users)')}`, 400, 'PGRST100'],
    [`/rest/v1/posts?select=id&title=fts.${encodeURIComponent("x' | 'y")}`, 400, '42601'],
    [`/rest/v1/posts?select=id&title=${encodeURIComponent('wfts(english);drop).x')}`, 400, 'PGRST100'],
    [`/rest/v1/posts?select=id&${encodeURIComponent("title->>'a' or 1=1 --")}=eq.1`, 400, 'PGRST100'],
    // A value that is no filter is refused, never ignored (which would show or change more rows).
    ['/rest/v1/posts?select=id,is_published&id=zz.1', 400, 'PGRST100'],
    [`/rest/v1/posts?select=id,is_published&title=${encodeURIComponent('1) or (1=1')}`, 400, 'PGRST100'],
  ];
  it.each(refused)('%s answers %i %s', async (path, status, code) => {
    expectRestError(await attack(path), status, code);
  });

  // Parameters PostgREST ignores (a limit or offset that is not a number, a negative root offset) change
  // nothing about what visitors see.
  const ignored = [
    `/rest/v1/posts?select=id,is_published&limit=${encodeURIComponent('1;delete from public.posts')}`,
    '/rest/v1/posts?select=id,is_published&offset=-1',
    '/rest/v1/posts?select=id,is_published&limit=abc',
  ];
  it.each(ignored)('%s is ignored: published posts only', async (path) => {
    const answer = await attack(path);
    expect(answer.status).toBe(200);
    expect((answer.body as { is_published: boolean }[]).every((row) => row.is_published)).toBe(true);
  });

  // PostgREST's grammar reads a select list or a key only as far as it goes and ignores the rest (as
  // Parsec does without an end-of-input rule): what follows is never SQL, and visitors still see only
  // published posts.
  const cutShort: [string, number][] = [
    [
      `/rest/v1/posts?select=${encodeURIComponent('id::text,is_published);delete from public.posts;--')}`,
      200,
    ],
    [`/rest/v1/posts?select=id,is_published&${encodeURIComponent('title;drop table x')}=not.is.null`, 200],
    ['/rest/v1/posts?select=(((&is_published=is.true', 200],
    [`/rest/v1/posts?select=${encodeURIComponent('id,is_published,users!inner(email);drop(id)')}`, 401],
  ];
  it.each(cutShort)('%s is read up to where the grammar ends (%i)', async (path, status) => {
    const answer = await attack(path);
    expect(answer.status).toBe(status);
    if (status === 200) {
      expect((answer.body as { is_published: boolean }[]).every((row) => row.is_published)).toBe(true);
    } else expect((answer.body as { code: string }).code).toBe('42501');
  });

  it('an always-true logic tree still shows visitors only published posts', async () => {
    const answer = await attack(
      '/rest/v1/posts?select=id,is_published&or=(is_published.is.false,id.not.is.null)',
    );
    expect(answer.status).toBe(200);
    expect((answer.body as { is_published: boolean }[]).every((row) => row.is_published)).toBe(true);
  });
});

describe('malformed query syntax', () => {
  const malformed = [
    '/rest/v1/posts?select=id,author:users(',
    '/rest/v1/posts?select=id&or=(title.eq.x',
    '/rest/v1/posts?select=id&and=()',
    '/rest/v1/posts?select=id&order=title.sideways',
    '/rest/v1/posts?select=id&title=in.(a,b',
    '/rest/v1/posts?select=id&title=not.',
  ];
  it.each(malformed)('%s answers 400 PGRST100', async (path) => {
    expectRestError(await attack(path), 400, 'PGRST100');
  });

  const bodies: [string, string, string, number, string][] = [
    ['truncated JSON', 'application/json', '{"name":', 400, 'PGRST102'],
    ['mixed keys in an array', 'application/json', '[{"name":"a"},{"country":"b"}]', 400, 'PGRST102'],
    [
      'form-encoded and approved',
      'application/x-www-form-urlencoded',
      'name=a&is_approved=true',
      401,
      '42501',
    ],
    ['XML', 'application/xml', '<name>a</name>', 400, 'PGRST102'],
  ];
  it.each(bodies)('a testimonial sent as %s is refused', async (_name, type, body, status, code) => {
    const answer = await attack('/rest/v1/testimonials', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expectRestError(answer, status, code);
  });

  it('a bare JSON string counts as no rows (PostgREST): 201, nothing stored', async () => {
    const answer = await attack('/rest/v1/testimonials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"hola"',
    });
    expect(answer.status).toBe(201);
  });
});

describe('oversized and deeply nested input', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const tree = (depth: number) => `${'or(and('.repeat(depth)}id.eq.1${'))'.repeat(depth)}`;

  it('a 5 MB body is refused with 413 before it is read', async () => {
    const answer = await attack('/rest/v1/testimonials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expectRestError(answer, 413, 'PGRST413');
  });

  it('a value nested 100 000 arrays deep is refused before Postgres parses it', async () => {
    const answer = await attack('/rest/v1/testimonials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":${deep(100_000)},"country":"Perú","testimonial_text":"x"}`,
    });
    expectRestError(answer, 400, 'PGRST102');
  });

  it('a logic tree nested 5 000 levels deep is refused', async () => {
    const answer = await attack(`/rest/v1/posts?select=id&or=(${encodeURIComponent(tree(5000))})`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('an embedding nested 5 000 levels deep is refused', async () => {
    const select = `${'users('.repeat(5000)}id${')'.repeat(5000)}`;
    const answer = await attack(`/rest/v1/posts?select=${encodeURIComponent(select)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('a query string of 1 MB is refused with 414', async () => {
    const answer = await attack(`/rest/v1/posts?select=id&title=in.(${'a,'.repeat(500_000)}a)`);
    expectRestError(answer, 414, 'PGRST414');
  });
});

describe('schemas the API does not serve', () => {
  const profiles: [string, string, string][] = [
    ['GET', 'accept-profile', 'private'],
    ['GET', 'accept-profile', 'auth'],
    ['GET', 'accept-profile', 'storage'],
    ['GET', 'accept-profile', 'storage_local'],
    ['GET', 'accept-profile', 'pg_catalog'],
    ['GET', 'accept-profile', 'information_schema'],
    ['GET', 'accept-profile', 'public,private'],
    ['POST', 'content-profile', 'auth'],
    ['POST', 'content-profile', 'private'],
    ['POST', 'content-profile', 'supabase_migrations'],
  ];
  it.each(profiles)('%s with %s: %s answers 406 PGRST106', async (method, header, schema) => {
    const answer = await attack('/rest/v1/users', {
      method,
      headers: { [header]: schema },
      body: method === 'POST' ? { id: crypto.randomUUID(), email: 'x@example.com' } : undefined,
    });
    expectRestError(answer, 406, 'PGRST106');
  });

  const functions = ['has_role', 'testimonials_for_review', 'sync_user_from_auth', 'pg_sleep', 'set_config'];
  it.each(functions)('rpc/%s is not found', async (name) => {
    const answer = await attack(`/rest/v1/rpc/${name}`, { method: 'POST', body: {} });
    expectRestError(answer, 404, 'PGRST202');
  });
});
