import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST updates and deletes', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  describe('update and delete', () => {
    it('updates only rows the role may change, returning them when asked', async () => {
      const bob = await f.as(BOB);
      const denied = await bob.from('articles').update({ title: 'Hijack' }).eq('id', 1).select();
      expect(denied.error).toBeNull();
      expect(denied.data).toEqual([]);
      const alice = await f.as(ALICE);
      const { data, status, error } = await alice
        .from('articles')
        .update({ title: 'Hello again' })
        .eq('id', 1)
        .select('id, title');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: 1, title: 'Hello again' }]);
      const minimal = await f.fetch('/articles?id=eq.2', {
        method: 'PATCH',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
        body: JSON.stringify({ rating: 2 }),
      });
      expect(minimal.status).toBe(204);
      expect(minimal.headers.get('content-range')).toBe('0-0/1');
    });

    it('returns updated rows with embeds and applied preferences', async () => {
      const res = await f.fetch('/articles?id=eq.4&select=id,author:members!author_id(name)', {
        method: 'PATCH',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation, count=exact' },
        body: JSON.stringify({ rating: 5 }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBe('return=representation, count=exact');
      expect(res.headers.get('content-range')).toBe('0-0/1');
      expect(await res.json()).toEqual([{ id: 4, author: { name: 'Bob' } }]);
    });

    it('refuses unfiltered PATCH and DELETE like pg-safeupdate', async () => {
      const update = await f.service.from('articles').update({ title: 'All' });
      expect(update.status).toBe(400);
      expect(update.error).toEqual({
        code: '21000',
        message: 'UPDATE requires a WHERE clause',
        details: null,
        hint: null,
      });
      const remove = await f.service.from('articles').delete();
      expect(remove.error).toEqual({
        code: '21000',
        message: 'DELETE requires a WHERE clause',
        details: null,
        hint: null,
      });
    });

    it('deletes with counts and representation', async () => {
      const { data, count, status } = await f.service
        .from('replies')
        .delete({ count: 'exact' })
        .eq('content', 'On a draft')
        .select('content');
      expect(status).toBe(200);
      expect(count).toBe(1);
      expect(data).toEqual([{ content: 'On a draft' }]);
      const res = await f.fetch('/replies?id=eq.999', { method: 'DELETE', role: 'service_role' });
      expect(res.status).toBe(204);
      expect(res.headers.get('content-range')).toBe('*/*');
    });

    it('rolls a mutation back when a single object was asked for and several rows changed', async () => {
      const res = await f.fetch('/articles?published=eq.true', {
        method: 'PATCH',
        role: 'service_role',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/vnd.pgrst.object+json',
          Prefer: 'return=representation',
        },
        body: JSON.stringify({ body: 'changed' }),
      });
      expect(res.status).toBe(406);
      const error = await res.json();
      expect(error.code).toBe('PGRST116');
      expect(error.details).toMatch(/^The result contains \d+ rows$/);
      const { data } = await f.service.from('articles').select('id').eq('body', 'changed');
      expect(data).toEqual([]);
    });

    it('treats an empty update body as a no-op', async () => {
      const { data, error } = await f.service.from('articles').update({}).eq('id', 1).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });
  });
});
