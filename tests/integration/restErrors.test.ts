import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './restFixtures.ts';

/** PGRST100 on every method and PGRST102 for bodies, with PostgREST's texts, through supabase-js and raw. */
describe('PostgREST errors for malformed requests', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  const unknownOperator = {
    code: 'PGRST100',
    message: '"failed to parse filter (eqx.1)" (line 1, column 3)',
    details: 'unexpected "x" expecting operator (eq, gt, ...)',
    hint: null,
  };

  it('refuses an unknown operator through supabase-js on reads, counts, updates and deletes, changing nothing', async () => {
    const read = await f.anon.from('articles').select('id').filter('id', 'eqx', '1');
    expect({ status: read.status, error: read.error }).toEqual({ status: 400, error: unknownOperator });
    const head = await f.anon
      .from('articles')
      .select('*', { count: 'exact', head: true })
      .filter('id', 'eqx', '1');
    expect(head.status).toBe(400);
    const update = await f.service
      .from('replies')
      .update({ content: 'x' })
      .eq('article_id', 1)
      .filter('id', 'eqx', '1');
    expect({ status: update.status, error: update.error }).toEqual({ status: 400, error: unknownOperator });
    const remove = await f.service.from('replies').delete().eq('article_id', 1).filter('id', 'eqx', '1');
    expect({ status: remove.status, error: remove.error }).toEqual({ status: 400, error: unknownOperator });
    const { data } = await f.service.from('replies').select('content').eq('article_id', 1).order('id');
    expect(data).toEqual([{ content: 'Nice' }, { content: 'Thanks' }]);
  });

  it.each([
    ['GET', '/articles?id=eqx.1'],
    ['HEAD', '/articles?id=eqx.1'],
    ['POST', '/inbox?id=eqx.1'],
    ['PATCH', '/articles?id=eqx.1'],
    ['PUT', '/labels?id=eqx.1'],
    ['DELETE', '/articles?id=eqx.1'],
    ['POST', '/rpc/search_titles?id=eqx.1'],
  ])('%s %s answers 400 PGRST100', async (method, path) => {
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{"q":"o","name":"x"}';
    const res = await f.fetch(path, {
      method,
      role: 'service_role',
      ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
    });
    expect(res.status).toBe(400);
    if (method !== 'HEAD') expect(await res.json()).toEqual(unknownOperator);
  });

  it.each([
    [
      'select',
      '/articles?select=id,replies(content[])',
      '"failed to parse select parameter (id,replies(content[]))" (line 1, column 19)',
      `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    [
      'order',
      '/articles?order=id.upward',
      '"failed to parse order (id.upward)" (line 1, column 4)',
      'unexpected "u" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [
      'logic tree',
      '/articles?or=(id.eq.1,not.xor(id.eq.2))',
      '"failed to parse logic tree ((id.eq.1,not.xor(id.eq.2)))" (line 1, column 16)',
      'unexpected "x" expecting logic operator (and, or)',
    ],
    [
      'list',
      '/articles?id=in.1,2',
      '"failed to parse filter (in.1,2)" (line 1, column 4)',
      'unexpected "1" expecting "("',
    ],
    [
      'is value',
      '/articles?id=is.maybe',
      '"failed to parse filter (is.maybe)" (line 1, column 4)',
      'unexpected "m" expecting isVal: (null, not_null, true, false, unknown)',
    ],
    [
      'filter key',
      '/articles?%3Aid=eq.1',
      '"failed to parse tree path (:id)" (line 1, column 1)',
      'unexpected ":" expecting field name (* or [a..z0..9_$])',
    ],
    [
      'embedded limit key',
      '/articles?select=id,replies(id)&replies..limit=1',
      '"failed to parse tree path (replies..limit)" (line 1, column 9)',
      'unexpected "." expecting field name (* or [a..z0..9_$])',
    ],
  ])('a malformed %s answers PGRST100 with its position', async (_what, path, message, details) => {
    const res = await f.fetch(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST100', message, details, hint: null });
  });

  it('refuses text after an order term, the issue’s `order=name.asc;drop table testimonials`', async () => {
    const refused = {
      code: 'PGRST100',
      message: '"failed to parse order (name.asc;drop table testimonials)" (line 1, column 9)',
      details: `unexpected ';' expecting delimiter (.), "," or end of input`,
      hint: null,
    };
    const value = encodeURIComponent('name.asc;drop table testimonials');
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await f.fetch(`/labels?order=${value}`, {
        method,
        role: 'service_role',
        ...(method === 'PATCH'
          ? { body: '{"name":"x"}', headers: { 'Content-Type': 'application/json' } }
          : {}),
      });
      expect({ method, status: res.status, body: await res.json() }).toEqual({
        method,
        status: 400,
        body: refused,
      });
    }
    // supabase-js encodes the value the same way (and appends the direction after it).
    const { status, error } = await f.anon
      .from('labels')
      .select('name')
      .order('name;drop table testimonials');
    expect({ status, error }).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
    expect((await f.service.from('labels').select('name').order('name')).data).toEqual([
      { name: 'faith' },
      { name: 'news' },
    ]);
  });

  it('splits pairs at a raw `;` as PostgREST’s http-types does: the rest is a key without a value', async () => {
    const raw = await f.fetch('/labels?select=name&order=name.desc;drop%20table%20testimonials');
    expect({ status: raw.status, body: await raw.json() }).toEqual({
      status: 200,
      body: [{ name: 'news' }, { name: 'faith' }],
    });
    const filtered = await f.fetch('/labels?select=name;name=eq.news');
    expect(await filtered.json()).toEqual([{ name: 'news' }]);
  });

  it('reads a select list or a column list as far as its grammar goes, as PostgREST does', async () => {
    expect(await (await f.fetch('/labels?select=name)x&order=name')).json()).toEqual([
      { name: 'faith' },
      { name: 'news' },
    ]);
    const spaced = await f.fetch(`/labels?select=${encodeURIComponent('name;drop table x')}`);
    expect({ status: spaced.status, body: await spaced.json() }).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse select parameter (name;drop table x)" (line 1, column 5)',
        details: `unexpected ';' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
        hint: null,
      },
    });
  });

  it('takes a parameter without an operator as an argument only on GET /rpc, where not.… must still parse', async () => {
    const argument = await f.fetch('/rpc/search_titles?q=o&id=eqx.1');
    expect(argument.status).toBe(404);
    expect((await argument.json()).message).toBe(
      'Could not find the function public.search_titles(id, q) in the schema cache',
    );
    const negated = await f.fetch('/rpc/search_titles?q=o&id=not.eqx.1');
    expect(await negated.json()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (not.eqx.1)" (line 1, column 7)',
      details: 'unexpected "x" expecting operator (eq, gt, ...)',
      hint: null,
    });
  });

  it('ignores a limit that is not a number and refuses a negative one, as PostgREST does', async () => {
    const ignored = await f.fetch('/articles?select=id&limit=ten&order=id');
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toHaveLength(4);
    const negative = await f.fetch('/articles?select=id&limit=-1');
    expect(negative.status).toBe(416);
    expect(await negative.json()).toMatchObject({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
    });
  });

  it('leaves a filter value to Postgres: a boolean reads `yes`, and refuses `null` with 22P02', async () => {
    const yes = await f.service.from('articles').select('id').eq('published', 'yes').order('id');
    const truthy = await f.service.from('articles').select('id').eq('published', true).order('id');
    expect(yes.data).toEqual(truthy.data);
    const refused = await f.service.from('articles').select('id').eq('published', 'null');
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type boolean: "null"',
    });
  });

  const invalidJson = { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null };
  const post = (path: string, body: BodyInit, type = 'application/json') =>
    f.fetch(path, { method: 'POST', role: 'service_role', headers: { 'Content-Type': type }, body });

  it.each([
    ['not JSON', '{"email":'],
    ['empty', ''],
    [
      'not UTF-8',
      new Uint8Array([0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ],
    ['a lone continuation byte', new Uint8Array([0x5b, 0x22, 0x80, 0x22, 0x5d])],
  ])('a body that is %s answers 400 PGRST102 and stores nothing', async (_what, body) => {
    const res = await post('/inbox', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalidJson);
    expect((await f.service.from('inbox').select('id')).data).toEqual([]);
  });

  it('refuses bytes that are not UTF-8 under columns= as Postgres does, never storing them mangled', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('[{"email":"a@b.c","content":"'),
      0xe9,
      ...new TextEncoder().encode('"}]'),
    ]);
    const res = await post('/inbox?columns=email,content', bytes);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: '22021',
      message: 'invalid byte sequence for encoding "UTF8": 0xe9 0x22 0x7d',
      details: null,
      hint: null,
    });
    const badJson = await post('/inbox?columns=email,content', '[{"email":');
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).code).toBe('22P02');
    expect((await f.service.from('inbox').select('id')).data).toEqual([]);
  });

  it('answers PGRST102 for bodies it cannot take and keeps keys uniform', async () => {
    expect(await (await post('/inbox', 'hola', 'text/plain')).json()).toEqual({
      ...invalidJson,
      message: 'Content-Type not acceptable: text/plain',
    });
    expect(await (await post('/inbox', '[{"email":"a"},{"content":"b"}]')).json()).toEqual({
      ...invalidJson,
      message: 'All object keys must match',
    });
  });
});
