import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST rpc', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  it('calls scalar functions with named arguments by POST and GET', async () => {
    expect(await f.anon.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      status: 200,
      error: null,
    });
    expect((await f.anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    expect((await f.anon.rpc('greet')).data).toBe('hello world');
    expect((await f.anon.rpc('greet', { name: 'Ana' }, { get: true })).data).toBe('hello Ana');
    expect((await f.anon.rpc('count_items', { nums: [1, 2, 3] })).data).toBe(3);
    expect((await f.anon.rpc('count_items', { nums: [4, 5] }, { get: true })).data).toBe(2);
  });

  it('returns sets as arrays that take filters, order, limit and counts', async () => {
    const { data } = await f.anon
      .rpc('articles_by', { author: ALICE })
      .select('id,title')
      .order('id', { ascending: false });
    expect(data).toEqual([
      { id: 2, title: 'Second post' },
      { id: 1, title: 'Hello world' },
    ]);
    const filtered = await f.anon.rpc('search_titles', { q: 'o' }, { count: 'exact' }).gt('id', 1).limit(1);
    expect(filtered.data).toEqual([{ id: 2, title: 'Second post' }]);
    expect(filtered.count).toBe(2);
    expect(filtered.status).toBe(206);
    expect((await f.anon.rpc('article_titles')).data).toEqual([
      'Hello world',
      'Second post',
      'Bob writes',
      'Quiet, please',
    ]);
  });

  it('embeds from functions returning table rows', async () => {
    const { data } = await f.anon
      .rpc('articles_by', { author: ALICE })
      .select('id, author:members!author_id(name)')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ id: 1, author: { name: 'Alice' } });
  });

  it('returns a composite as an object, void as 204, a whole json body to an unnamed parameter', async () => {
    const tag = await f.service.rpc('make_label', { name: 'grace' });
    expect(tag.data).toMatchObject({ name: 'grace' });
    const voided = await f.service.rpc('touch_labels');
    expect(voided.status).toBe(204);
    expect(voided.data).toBeNull();
    const echoed = await f.anon.rpc('echo_body', { any: ['thing', 1] });
    expect(echoed.data).toEqual({ any: ['thing', 1] });
  });

  it('runs GET read-only: a write answers 405 / 25006', async () => {
    const { error, status } = await f.service.rpc('make_label', { name: 'nope' }, { get: true });
    expect(status).toBe(405);
    expect(error).toEqual({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
      details: null,
      hint: null,
    });
  });

  it('answers PGRST202 for unknown functions or arguments', async () => {
    const { error, status } = await f.anon.rpc('add_number', { a: 1, b: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_number(a, b) in the schema cache',
      details:
        'Searched for the function public.add_number with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
    const wrongArgs = await f.anon.rpc('add_numbers', { a: 1 }, { get: true });
    expect(wrongArgs.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(a) in the schema cache',
      details:
        'Searched for the function public.add_numbers with parameter a, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
    });
  });

  it('answers PGRST203 for ambiguous overloads', async () => {
    const { error, status } = await f.anon.rpc('overloaded', { a: 1 });
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST203');
    expect(error?.message).toBe(
      'Could not choose the best candidate function between: public.overloaded(a => integer), public.overloaded(a => text)',
    );
  });

  it('passes RAISE errors through: P0001 → 400, PTxxx → xxx', async () => {
    const failed = await f.anon.rpc('fail_loudly');
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({
      code: 'P0001',
      message: 'custom failure',
      details: 'some detail',
      hint: 'some hint',
    });
    const paid = await f.anon.rpc('payment_required');
    expect(paid.status).toBe(402);
    expect(paid.error?.message).toBe('Pay first');
  });

  it('answers 405 PGRST101 for other methods', async () => {
    const res = await f.fetch('/rpc/add_numbers', { method: 'PATCH', body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
      details: null,
      hint: null,
    });
  });

  it('takes the Range header on GET and the first element of an array body', async () => {
    const ranged = await f.fetch('/rpc/article_titles', { headers: { Range: '1-2' } });
    expect(ranged.headers.get('content-range')).toBe('1-2/*');
    expect(await ranged.json()).toEqual(['Second post', 'Bob writes']);
    const array = await f.fetch('/rpc/add_numbers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ a: 1, b: 2 }]),
    });
    expect(await array.json()).toBe(3);
  });

  it('answers HEAD without a body', async () => {
    const res = await f.fetch('/rpc/article_titles', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
