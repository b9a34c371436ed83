import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST ranges, counts and media types', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  describe('order, limit, offset and ranges', () => {
    it('orders by several columns with nulls placement', async () => {
      const { data } = await f.anon
        .from('articles')
        .select('id')
        .order('rating', { ascending: false, nullsFirst: true })
        .order('id');
      expect(data).toEqual([{ id: 2 }, { id: 1 }, { id: 4 }, { id: 5 }]);
    });

    it('limits and offsets (range)', async () => {
      const { data } = await f.anon.from('articles').select('id').order('id').range(1, 2);
      expect(data).toEqual([{ id: 2 }, { id: 4 }]);
      const { data: limited } = await f.anon.from('articles').select('id').order('id').limit(1);
      expect(limited).toEqual([{ id: 1 }]);
    });

    it('honours the Range header and answers Content-Range', async () => {
      const res = await f.fetch('/articles?select=id&order=id', { headers: { Range: '0-1' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('0-1/*');
      expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
    });

    it('counts exactly with 206 for partial pages', async () => {
      const res = await f.fetch('/articles?select=id&order=id&limit=2', {
        headers: { Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('0-1/4');
      expect(res.headers.get('preference-applied')).toBe('count=exact');
      const { count, data } = await f.anon.from('articles').select('id', { count: 'exact' }).range(0, 9);
      expect(count).toBe(4);
      expect(data).toHaveLength(4);
    });

    it('counts with planned and estimated', async () => {
      const planned = await f.anon.from('articles').select('id', { count: 'planned' });
      expect(planned.error).toBeNull();
      expect(typeof planned.count).toBe('number');
      const estimated = await f.anon.from('articles').select('id', { count: 'estimated' });
      expect(estimated.count).toBe(4);
    });

    it('answers HEAD with counts and no body', async () => {
      const { count, data, status } = await f.anon
        .from('articles')
        .select('*', { count: 'exact', head: true });
      expect(status).toBe(200);
      expect(count).toBe(4);
      expect(data).toBeNull();
      const res = await f.fetch('/articles?select=id', {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      });
      expect(res.headers.get('content-range')).toBe('0-3/4');
      expect(await res.text()).toBe('');
    });

    it('answers 416 PGRST103 past the end', async () => {
      const res = await f.fetch('/articles?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('*/4');
      expect(await res.json()).toEqual({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 10 was requested, but there are only 4 rows.',
        hint: null,
      });
      const negative = await f.fetch('/articles?limit=-1');
      expect(negative.status).toBe(416);
      expect((await negative.json()).details).toBe('Limit should be greater than or equal to zero.');
    });

    it('reports an empty result as */0 with a count', async () => {
      const res = await f.fetch('/articles?id=eq.999', { headers: { Prefer: 'count=exact' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('*/0');
      expect(await res.json()).toEqual([]);
    });
  });

  describe('single objects', () => {
    it('returns one object with the vnd.pgrst.object media type', async () => {
      const res = await f.fetch('/articles?select=id,title&id=eq.1', {
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      });
      expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
      expect(await res.json()).toEqual({ id: 1, title: 'Hello world' });
    });

    it.each([
      ['no row', 999, 'The result contains 0 rows'],
      ['several rows', undefined, 'The result contains 4 rows'],
    ])('answers 406 PGRST116 for %s', async (_name, id, details) => {
      let query = f.anon.from('articles').select('id');
      if (id !== undefined) query = query.eq('id', id);
      const { error, status } = await query.single();
      expect(status).toBe(406);
      expect(error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details,
        hint: null,
      });
    });

    it('maybeSingle gives null for no rows', async () => {
      const { data, error } = await f.anon.from('articles').select('id').eq('id', 999).maybeSingle();
      expect(error).toBeNull();
      expect(data).toBeNull();
    });
  });

  describe('headers', () => {
    it('sends PostgREST content headers and echoes the profile', async () => {
      const res = await f.fetch('/articles?select=id&id=eq.1', { headers: { 'Accept-Profile': 'public' } });
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-profile')).toBe('public');
      expect(res.headers.get('content-range')).toBe('0-0/*');
      expect(res.headers.get('content-location')).toBe('/articles?id=eq.1&select=id');
    });

    it('answers 406 PGRST106 for other schemas', async () => {
      const { error, status } = await f.anon.schema('private').from('articles').select('id');
      expect(status).toBe(406);
      expect(error).toEqual({
        code: 'PGRST106',
        message: 'Invalid schema: private',
        details: null,
        hint: 'Only the following schemas are exposed: public, graphql_public',
      });
    });

    it('strips nulls and renders CSV on request', async () => {
      const stripped = await f.fetch('/articles?select=id,rating&id=eq.2', {
        headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(await stripped.json()).toEqual([{ id: 2 }]);
      const { data } = await f.anon.from('articles').select('id,title').in('id', [1, 5]).order('id').csv();
      expect(data).toBe('id,title\n1,"Hello world"\n5,"Quiet, please"');
    });

    it('caps every response at db-max-rows', async () => {
      await f.t.backend.db.exec(
        `create table public.many (n int primary key); insert into public.many select generate_series(1, 1005);`,
      );
      const res = await f.fetch('/many?select=n', { headers: { Prefer: 'count=exact' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('0-999/1005');
      expect(await res.json()).toHaveLength(1000);
    });
  });
});
