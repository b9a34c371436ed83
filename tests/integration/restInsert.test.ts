import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST inserts and upserts', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  describe('insert', () => {
    it('inserts with return=minimal by default: 201, no body, */* range', async () => {
      const res = await f.fetch('/inbox', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'v@example.org', content: 'Hola' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-range')).toBe('*/*');
      expect(res.headers.get('content-type')).toBeNull();
      expect(await res.text()).toBe('');
      const { data } = await f.service.from('inbox').select('email, content');
      expect(data).toEqual([{ email: 'v@example.org', content: 'Hola' }]);
    });

    it('needs a SELECT policy to return the representation (RLS applies to RETURNING)', async () => {
      const { error, status } = await f.anon
        .from('inbox')
        .insert({ email: 'x@example.org', content: 'x' })
        .select();
      expect(status).toBe(401);
      expect(error).toEqual({
        code: '42501',
        message: 'new row violates row-level security policy for table "inbox"',
        details: null,
        hint: null,
      });
    });

    it('returns the representation with select and embeds', async () => {
      const alice = await f.as(ALICE);
      const { data, error, status } = await alice
        .from('articles')
        .insert({ title: 'New', author_id: ALICE, published: true })
        .select('title, published, author:members!author_id(name)')
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual({ title: 'New', published: true, author: { name: 'Alice' } });
    });

    it('inserts arrays with columns= and missing=default', async () => {
      const { data, error } = await f.service
        .from('articles')
        .insert([{ title: 'Bulk A', published: true }, { title: 'Bulk B' }], { defaultToNull: false })
        .select('title, published, tags');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Bulk A', published: true, tags: [] },
        { title: 'Bulk B', published: false, tags: [] },
      ]);
      const nulls = await f.service
        .from('replies')
        .insert([
          { article_id: 1, content: 'a', user_id: BOB },
          { article_id: 1, content: 'b' },
        ])
        .select('content, user_id');
      expect(nulls.data).toEqual([
        { content: 'a', user_id: BOB },
        { content: 'b', user_id: null },
      ]);
    });

    it('honours the columns parameter and rejects unknown columns with PGRST204', async () => {
      const res = await f.fetch('/labels?columns=name&select=name', {
        method: 'POST',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ name: 'hope', ignored: 1 }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual([{ name: 'hope' }]);
      const { error, status } = await f.service.from('labels').insert({ name: 'x', colour: 'red' });
      expect(status).toBe(400);
      expect(error).toEqual({
        code: 'PGRST204',
        message: "Could not find the 'colour' column of 'labels' in the schema cache",
        details: null,
        hint: null,
      });
    });

    it('upserts with merge-duplicates (200 when only updated) and ignore-duplicates', async () => {
      const merged = await f.service
        .from('labels')
        .upsert({ id: 1, name: 'Faith' }, { onConflict: 'id' })
        .select('id, name');
      expect(merged.status).toBe(200);
      expect(merged.data).toEqual([{ id: 1, name: 'Faith' }]);
      const created = await f.service.from('labels').upsert({ id: 50, name: 'joy' }).select('id');
      expect(created.status).toBe(201);
      const ignored = await f.service
        .from('labels')
        .upsert(
          [
            { id: 1, name: 'IGNORED' },
            { id: 51, name: 'peace' },
          ],
          { ignoreDuplicates: true },
        )
        .select('id, name');
      expect(ignored.status).toBe(201);
      expect(ignored.data).toEqual([{ id: 51, name: 'peace' }]);
      const res = await f.fetch('/labels?on_conflict=name', {
        method: 'POST',
        role: 'service_role',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'resolution=merge-duplicates, return=minimal, count=exact',
        },
        body: JSON.stringify([{ name: 'joy' }]),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBe(
        'resolution=merge-duplicates, return=minimal, count=exact',
      );
      expect(res.headers.get('content-range')).toBe('*/1');
    });

    it('answers Location with return=headers-only', async () => {
      const res = await f.fetch('/labels', {
        method: 'POST',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
        body: JSON.stringify({ id: 77, name: 'love' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe('/labels?id=eq.77');
    });

    it('maps constraint violations to 409 and 400 with the Postgres texts', async () => {
      const duplicate = await f.service.from('labels').insert({ id: 2, name: 'dup' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error).toEqual({
        code: '23505',
        message: 'duplicate key value violates unique constraint "labels_pkey"',
        details: 'Key (id)=(2) already exists.',
        hint: null,
      });
      const foreign = await f.service.from('replies').insert({ article_id: 999, content: 'x' });
      expect(foreign.status).toBe(409);
      expect(foreign.error?.code).toBe('23503');
      const notNull = await f.service.from('replies').insert({ article_id: 1 });
      expect(notNull.status).toBe(400);
      expect(notNull.error?.code).toBe('23502');
      const check = await f.service.from('articles').insert({ title: '' });
      expect(check.status).toBe(400);
      expect(check.error?.code).toBe('23514');
      const badType = await f.service.from('replies').insert({ article_id: 'abc', content: 'x' });
      expect(badType.status).toBe(400);
      expect(badType.error?.message).toBe('invalid input syntax for type bigint: "abc"');
    });

    it('rejects invalid JSON with PGRST102 and bodies over 4 MB with 413', async () => {
      const bad = await f.fetch('/labels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: null,
        hint: null,
      });
      const json = { 'Content-Type': 'application/json' };
      const uneven = await f.fetch('/labels', {
        method: 'POST',
        headers: json,
        body: JSON.stringify([{ name: 'a' }, { id: 1 }]),
      });
      expect((await uneven.json()).message).toBe('All object keys must match');
      const huge = await f.fetch('/labels', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'x'.repeat(4 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      expect((await huge.json()).code).toBe('PGRST413');
      const plain = await f.fetch('/labels', { method: 'POST', body: 'name=x' });
      expect(await plain.json()).toMatchObject({
        code: 'PGRST102',
        message: 'Content-Type not acceptable: text/plain',
      });
    });
  });

  describe('put', () => {
    const put = (query: string, body: unknown, prefer = 'return=representation') =>
      f.fetch(`/labels?${query}`, {
        method: 'PUT',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: prefer },
        body: JSON.stringify(body),
      });

    it('inserts (201) or replaces (200) the row named by its primary key', async () => {
      const created = await put('id=eq.90', { id: 90, name: 'created' });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual([{ id: 90, name: 'created' }]);
      const replaced = await put('id=eq.90', { id: 90, name: 'replaced' });
      expect(replaced.status).toBe(200);
      expect(await replaced.json()).toEqual([{ id: 90, name: 'replaced' }]);
      expect((await put('id=eq.90', { id: 90, name: 'again' }, 'return=minimal')).status).toBe(204);
    });

    it('answers PGRST105, PGRST114 and PGRST115 for misuse', async () => {
      expect(await (await put('name=eq.x', { id: 91, name: 'x' })).json()).toMatchObject({
        code: 'PGRST105',
      });
      expect(await (await put('id=eq.91&limit=1', { id: 91, name: 'x' })).json()).toMatchObject({
        code: 'PGRST114',
      });
      const mismatch = await put('id=eq.91', { id: 92, name: 'x' });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toMatchObject({
        code: 'PGRST115',
        message: 'Payload values do not match URL in primary key column(s)',
      });
    });
  });
});
