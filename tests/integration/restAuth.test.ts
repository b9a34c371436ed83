import { reloadSchemaCache } from '@palabra-viva/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL } from '../support/testBackend.ts';
import { ALICE, type RestFixture, signToken, startRestFixture } from './restFixtures.ts';

const EXTRA_SQL = `
create table public.secrets (id int primary key, note text);
revoke all on public.secrets from anon, authenticated;
create function public.whoami() returns json language sql stable as $$
  select json_build_object(
    'uid', auth.uid(), 'role', current_user, 'method', current_setting('request.method'),
    'path', current_setting('request.path'), 'agent', current_setting('request.headers')::json->>'x-test')
$$;
`;

describe('PostgREST authentication and errors', () => {
  let f: RestFixture;
  const raw = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    f.t.backend.fetch(new Request(`${API_URL}/rest/v1${path}`, { ...init, headers }));
  beforeAll(async () => {
    f = await startRestFixture(EXTRA_SQL);
  });
  afterAll(() => f.close());

  describe('tokens', () => {
    it('serves requests without any key as anon (CLI leniency)', async () => {
      const res = await raw('/articles?select=id&id=eq.3');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it('falls back to the apikey header when there is no Authorization', async () => {
      const res = await raw('/articles?select=id&id=eq.3', { apikey: f.t.backend.ctx.keys.secretKey });
      expect(await res.json()).toEqual([{ id: 3 }]);
    });

    it('switches to the JWT role with PostgREST request settings', async () => {
      const alice = await f.as(ALICE);
      const { data } = await alice.rpc('whoami', {}, { get: true, head: false });
      expect(data).toEqual({
        uid: ALICE,
        role: 'authenticated',
        method: 'GET',
        path: '/rpc/whoami',
        agent: null,
      });
      const res = await raw('/rpc/whoami', { 'X-Test': 'probe' });
      expect(await res.json()).toMatchObject({ uid: null, role: 'anon', agent: 'probe' });
    });

    it.each([
      ['Bearer abc', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
      ['Bearer a.b.c', 'PGRST301', 'JWT cryptographic operation failed'],
    ])('rejects %s with 401 %s', async (authorization, code, message) => {
      const res = await raw('/articles', { Authorization: authorization });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(
        `Bearer error="invalid_token", error_description="${message}"`,
      );
      expect(await res.json()).toEqual({ code, message, details: null, hint: null });
    });

    it('rejects expired tokens with PGRST303 and unknown roles with 22023', async () => {
      const secret = f.t.backend.ctx.jwtSecret;
      const expired = await signToken(
        secret,
        { role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 120 },
        '-2m',
      );
      const res = await raw('/articles', { Authorization: `Bearer ${expired}` });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
      const superuser = await signToken(secret, { role: 'postgres' });
      const denied = await raw('/articles', { Authorization: `Bearer ${superuser}` });
      expect(denied.status).toBe(401);
      expect(await denied.json()).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' });
    });

    it('answers 42501 with 401 for anon and 403 for other roles', async () => {
      const anon = await f.anon.from('secrets').select('*');
      expect(anon.status).toBe(401);
      expect(anon.error).toEqual({
        code: '42501',
        message: 'permission denied for table secrets',
        details: null,
        hint: null,
      });
      const alice = await f.as(ALICE);
      const authenticated = await alice.from('secrets').select('*');
      expect(authenticated.status).toBe(403);
      const res = await raw('/secrets');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('proxy-status')).toBe('PostgREST; error=42501');
    });
  });

  describe('schema cache', () => {
    it('answers PGRST205 with a hint for unknown tables', async () => {
      const { error, status } = await f.anon.from('article').select('*');
      expect(status).toBe(404);
      expect(error).toEqual({
        code: 'PGRST205',
        message: "Could not find the table 'public.article' in the schema cache",
        details: null,
        hint: "Perhaps you meant the table 'public.articles'",
      });
    });

    it('sees tables, columns and functions created after start', async () => {
      expect((await f.anon.from('late').select('*')).error?.code).toBe('PGRST205');
      await f.t.backend.db.exec(
        `create table public.late (id int primary key); insert into public.late values (7);`,
      );
      expect((await f.anon.from('late').select('*')).data).toEqual([{ id: 7 }]);
      await f.t.backend.db.exec(`alter table public.late add column note text;`);
      expect((await f.service.from('late').insert({ id: 8, note: 'n' })).status).toBe(201);
      await f.t.backend.db.exec(`create function public.late_fn() returns int language sql as 'select 1';`);
      expect((await f.anon.rpc('late_fn')).data).toBe(1);
      await reloadSchemaCache(f.t.backend.ctx);
      expect((await f.anon.from('late').select('id').eq('id', 8)).data).toEqual([{ id: 8 }]);
    });
  });

  describe('malformed requests', () => {
    it.each([
      [
        '/articles?select=id,',
        '"failed to parse select parameter (id,)" (line 1, column 4)',
        'unexpected end of input expecting "...", field name (* or [a..z0..9_$]), "*" or "count()"',
      ],
      [
        '/articles?id=not.noop.1',
        '"failed to parse filter (not.noop.1)" (line 1, column 5)',
        'unexpected "n" expecting operator (eq, gt, ...)',
      ],
      [
        '/articles?order=id.upward',
        '"failed to parse order (id.upward)" (line 1, column 4)',
        'unexpected "u" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ],
      [
        '/articles?or=(id.eq.1',
        '"failed to parse logic tree ((id.eq.1)" (line 1, column 11)',
        'unexpected end of input expecting "," or ")"',
      ],
    ])('answers 400 PGRST100 for %s', async (path, message, details) => {
      const res = await f.fetch(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'PGRST100', message, details, hint: null });
    });

    it('passes Postgres errors for bad columns and values through', async () => {
      const column = await f.anon.from('articles').select('nope');
      expect(column.status).toBe(400);
      expect(column.error).toMatchObject({ code: '42703', message: 'column articles.nope does not exist' });
      const operator = await f.anon.from('articles').select('id').filter('title', 'cs', 'x');
      expect(operator.status).toBe(404);
      expect(operator.error).toMatchObject({
        code: '42883',
        message: 'operator does not exist: text @> unknown',
      });
      const value = await f.anon.from('members').select('id').eq('id', 'not-a-uuid');
      expect(value.status).toBe(400);
      expect(value.error).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type uuid: "not-a-uuid"',
      });
    });

    it('answers PGRST125 for unknown paths, PGRST117 for unknown methods, PGRST107 for unknown media', async () => {
      expect((await (await f.fetch('/a/b')).json()).code).toBe('PGRST125');
      const propfind = await f.fetch('/articles', { method: 'PROPFIND' });
      expect(propfind.status).toBe(405);
      expect(await propfind.json()).toMatchObject({
        code: 'PGRST117',
        message: 'Unsupported HTTP method: PROPFIND',
      });
      const html = await f.fetch('/articles', { headers: { Accept: 'text/html' } });
      expect(html.status).toBe(406);
      expect((await html.json()).code).toBe('PGRST107');
    });

    it('answers PGRST122 for unknown preferences under handling=strict and applies max-affected', async () => {
      const strict = await f.fetch('/articles', { headers: { Prefer: 'handling=strict, nonsense' } });
      expect(strict.status).toBe(400);
      expect(await strict.json()).toMatchObject({
        code: 'PGRST122',
        details: 'Invalid preferences: nonsense',
      });
      const limited = await f.fetch('/replies?article_id=eq.1', {
        method: 'DELETE',
        role: 'service_role',
        headers: { Prefer: 'handling=strict, max-affected=1' },
      });
      expect(limited.status).toBe(400);
      expect(await limited.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
      expect((await f.service.from('replies').select('id').eq('article_id', 1)).data).toHaveLength(2);
    });
  });
});
