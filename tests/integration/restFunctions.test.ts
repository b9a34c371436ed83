import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, type RestFixture, startRestFixture } from './restFixtures.ts';

// Functions this file needs besides the shared fixture: unnamed parameters, overloads, variadics.
const FUNCTIONS_SQL = `
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.byte_count(bytea) returns int language sql immutable as $$ select length($1) $$;
create function public.echo_jsonb(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
create function public.two_unnamed(int, int) returns int language sql immutable as $$ select $1 + $2 $$;
create function public.pick(a int) returns text language sql immutable as $$ select 'one' $$;
create function public.pick(a int, b int) returns text language sql immutable as $$ select 'two' $$;
create function public.defaults(a int) returns text language sql immutable as $$ select 'one' $$;
create function public.defaults(a int, b int default 1) returns text language sql immutable as $$ select 'two' $$;
create function public.mixed(a int) returns text language sql immutable as $$ select 'named' $$;
create function public.mixed(json) returns text language sql immutable as $$ select 'whole ' || ($1->>'x') $$;
create function public.total(variadic nums int[]) returns int language sql immutable as
  $$ select sum(n)::int from unnest(nums) n $$;
create function public.keys_of(data json) returns text language sql immutable as
  $$ select string_agg(key, ',' order by key) from json_object_keys(data) key $$;
create function public.one_of(boolean) returns int language sql immutable as 'select 1';
create function public.one_of(int) returns int language sql immutable as 'select 2';
create function public.one_of(text) returns text language sql immutable as $$ select 'text ' || $1 $$;
create function public.none_or_unnamed() returns int language sql immutable as 'select 1';
create function public.none_or_unnamed(text) returns text language sql immutable as $$ select 'text ' || $1 $$;
create function public.unnamed_default() returns int language sql immutable as 'select 1';
create function public.unnamed_default(text default 'default') returns text language sql immutable as 'select $1';
create function public.unnamed_integer(int) returns int language sql immutable as 'select 1';
`;

describe('PostgREST functions', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture(FUNCTIONS_SQL);
  });
  afterAll(() => f.close());

  const post = (name: string, body: BodyInit, type: string) =>
    f.fetch(`/rpc/${name}`, { method: 'POST', headers: { 'Content-Type': type }, body });

  describe('a single unnamed parameter takes the whole body', () => {
    it('json and jsonb from application/json, through supabase-js', async () => {
      expect((await f.anon.rpc('echo_body', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
      expect((await f.anon.rpc('echo_jsonb', { b: 1, a: [true] })).data).toEqual({ a: [true], b: 1 });
    });

    it('text from text/plain and bytea from application/octet-stream', async () => {
      const text = await post('shout', 'hola señor', 'text/plain');
      expect(text.status).toBe(200);
      expect(await text.json()).toBe('HOLA SEÑOR');
      const bytes = await post('byte_count', new Uint8Array([0, 1, 2, 255, 0]), 'application/octet-stream');
      expect(await bytes.json()).toBe(5);
    });

    it('falls back to the unnamed json overload only when no named one matches', async () => {
      expect((await f.anon.rpc('mixed', { a: 1 })).data).toBe('named');
      expect((await f.anon.rpc('mixed', { x: 'y' })).data).toBe('whole y');
    });

    it('calls a function whose parameters all have defaults without arguments', async () => {
      const res = await post('greet', 'ignored', 'text/plain');
      expect(await res.json()).toBe('hello world');
    });

    it('answers PGRST202 naming the body type when none takes it', async () => {
      const res = await post('byte_count', 'hola', 'text/plain');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.byte_count in the schema cache',
        details:
          'Searched for the function public.byte_count with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      });
    });
  });

  // supabase-js sends rpc('fn', { '': value }) as the JSON body {"": value}: the key names the unnamed
  // parameter, and PostgREST (Plan.hs callPlan, OnePosParam) passes that parameter the whole body as sent.
  describe('one unnamed argument, { "": value }', () => {
    it('passes the whole body to a text parameter', async () => {
      expect(await f.anon.rpc('shout', { '': 'hola' })).toMatchObject({ status: 200, data: '{"":"HOLA"}' });
      expect((await f.anon.rpc('byte_count', { '': 'x' })).data).toBe('{"":"x"}'.length);
    });

    it('calls the text overload whatever the value, the others being out of the API', async () => {
      expect((await f.anon.rpc('one_of', { '': 'test' })).data).toBe('text {"":"test"}');
      expect((await f.anon.rpc('one_of', { '': true })).data).toBe('text {"":true}');
      expect((await f.anon.rpc('none_or_unnamed')).data).toBe(1);
      expect((await f.anon.rpc('none_or_unnamed', { '': '' })).data).toBe('text {"":""}');
    });

    it('resolves overloads with an unnamed default as PostgREST does', async () => {
      const { error, status } = await f.anon.rpc('unnamed_default');
      expect(status).toBe(300);
      expect(error).toMatchObject({
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.unnamed_default(), public.unnamed_default( => text)',
      });
      expect((await f.anon.rpc('unnamed_default', { '': 'custom' })).data).toBe('{"":"custom"}');
    });

    it('answers PGRST202 for a type PostgREST leaves out', async () => {
      const { error, status } = await f.anon.rpc('unnamed_integer', { '': 1 });
      expect(status).toBe(404);
      expect(error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.unnamed_integer() in the schema cache',
        details:
          'Searched for the function public.unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      });
    });
  });

  it('leaves functions with several unnamed parameters out of the API (PGRST202)', async () => {
    const { error, status } = await f.anon.rpc('two_unnamed', {});
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.two_unnamed without parameters in the schema cache',
      hint: null,
    });
  });

  describe('overloads', () => {
    it('resolve by the names of the arguments sent', async () => {
      expect((await f.anon.rpc('pick', { a: 1 })).data).toBe('one');
      expect((await f.anon.rpc('pick', { a: 1, b: 2 })).data).toBe('two');
      expect((await f.anon.rpc('pick', { a: 1, b: 2 }, { get: true })).data).toBe('two');
    });

    it('answer 300 PGRST203 listing the candidates, fewer parameters first', async () => {
      const { error, status } = await f.anon.rpc('defaults', { a: 1 });
      expect(status).toBe(300);
      expect(error).toEqual({
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.defaults(a => integer), public.defaults(a => integer, b => integer)',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      expect((await f.anon.rpc('defaults', { a: 1, b: 3 })).data).toBe('two');
    });
  });

  describe('GET, POST and HEAD', () => {
    it('read typed query arguments, repeated ones as a variadic array, and form bodies', async () => {
      expect(await (await f.fetch('/rpc/total?nums=1&nums=2&nums=3')).json()).toBe(6);
      expect((await f.anon.rpc('total', { nums: [4, 5] })).data).toBe(9);
      const json = await f.fetch(`/rpc/keys_of?data=${encodeURIComponent('{"y":1,"x":2}')}`);
      expect(await json.json()).toBe('x,y');
      const form = await post('add_numbers', 'a=2&b=40', 'application/x-www-form-urlencoded');
      expect(await form.json()).toBe(42);
    });

    it('HEAD answers the status and counts without a body', async () => {
      const { data, count, status, error } = await f.anon.rpc(
        'search_titles',
        { q: 'o' },
        { head: true, count: 'exact' },
      );
      expect({ data, count, status, error }).toEqual({ data: null, count: 3, status: 200, error: null });
      const res = await f.fetch('/rpc/article_titles?limit=1', {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('0-0/4');
      expect(await res.text()).toBe('');
    });
  });

  describe('set-returning functions read like tables', () => {
    it('take filters, logic trees, order, ranges and counts', async () => {
      const { data, count, status } = await f.anon
        .rpc('articles_by', { author: ALICE }, { count: 'exact' })
        .select('id')
        .or('id.eq.1,id.eq.2')
        .order('id', { ascending: false })
        .range(0, 0);
      expect({ data, count, status }).toEqual({ data: [{ id: 2 }], count: 2, status: 206 });
      const titles = await f.fetch('/rpc/article_titles?pgrst_scalar=like.*o*');
      expect(await titles.json()).toEqual(['Hello world', 'Second post', 'Bob writes']);
    });

    it('embed the relationships of the table they return, with !inner', async () => {
      const { data } = await f.anon
        .rpc('articles_by', { author: ALICE })
        .select('id, replies!inner(content)')
        .eq('replies.content', 'Thanks');
      expect(data).toEqual([{ id: 1, replies: [{ content: 'Thanks' }] }]);
    });
  });
});
