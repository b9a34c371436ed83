import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST reads', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  describe('select', () => {
    it('returns only the rows RLS lets anon see, with Postgres JSON types', async () => {
      const { data, error, status } = await f.anon
        .from('articles')
        .select('id,title,rating,tags,data')
        .order('id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        { id: 1, title: 'Hello world', rating: 4.5, tags: ['news', 'faith'], data: { a: { b: 'x' }, n: 1 } },
        { id: 2, title: 'Second post', rating: null, tags: ['news'], data: { a: { b: 'y' }, n: 2 } },
        { id: 4, title: 'Bob writes', rating: 3, tags: ['pets'], data: { n: 3 } },
        { id: 5, title: 'Quiet, please', rating: 1, tags: [], data: null },
      ]);
    });

    it('lets the service role bypass RLS', async () => {
      const { data } = await f.service.from('articles').select('id').order('id');
      expect(data).toEqual([1, 2, 3, 4, 5].map((id) => ({ id })));
    });

    it('selects *, aliases, casts and JSON paths', async () => {
      const { data } = await f.anon
        .from('articles')
        .select('name:title, id::text, inner:data->a->>b, n:data->n, data->a, created_at')
        .eq('id', 1)
        .single();
      expect(data).toEqual({
        name: 'Hello world',
        id: '1',
        inner: 'x',
        n: 1,
        a: { b: 'x' },
        created_at: '2024-01-01T00:00:00+00:00',
      });
      const { data: all } = await f.anon.from('members').select('*').order('email');
      expect(all?.[0]).toEqual({ id: ALICE, email: 'alice@example.org', name: 'Alice' });
    });
  });

  describe('filters', () => {
    const ids = async (build: (q: ReturnType<typeof f.anon.from>) => unknown) => {
      const query = build(f.anon.from('articles')) as PromiseLike<{
        data: { id: number }[] | null;
        error: unknown;
      }>;
      const { data, error } = await query;
      expect(error).toBeNull();
      return (data ?? []).map((row) => row.id).sort((a, b) => a - b);
    };
    const q = (table: ReturnType<typeof f.anon.from>) => table.select('id');

    it.each<[string, (t: ReturnType<typeof f.anon.from>) => unknown, number[]]>([
      ['eq', (t) => q(t).eq('id', 2), [2]],
      ['neq', (t) => q(t).neq('id', 2), [1, 4, 5]],
      ['gt/lt', (t) => q(t).gt('id', 1).lt('id', 5), [2, 4]],
      ['gte/lte', (t) => q(t).gte('id', 2).lte('id', 4), [2, 4]],
      ['like with *', (t) => q(t).like('title', '*post*'), [2]],
      ['ilike', (t) => q(t).ilike('title', 'hello%'), [1]],
      ['match', (t) => q(t).match({ published: true, author_id: BOB }), [4]],
      ['regex match', (t) => q(t).filter('title', 'match', '^[HB]'), [1, 4]],
      ['imatch', (t) => q(t).filter('title', 'imatch', '^q'), [5]],
      ['in with quoted values', (t) => q(t).in('title', ['Quiet, please', 'Draft', 'Hello world']), [1, 5]],
      ['is null', (t) => q(t).is('rating', null), [2]],
      ['not is null', (t) => q(t).not('rating', 'is', null), [1, 4, 5]],
      ['is.not_null', (t) => q(t).filter('rating', 'is', 'not_null'), [1, 4, 5]],
      ['is true', (t) => q(t).is('published', true), [1, 2, 4, 5]],
      ['isdistinct', (t) => q(t).filter('author_id', 'isdistinct', ALICE), [4, 5]],
      ['contains', (t) => q(t).contains('tags', ['news']), [1, 2]],
      ['contained by', (t) => q(t).containedBy('tags', ['news', 'faith']), [1, 2, 5]],
      ['overlaps', (t) => q(t).overlaps('tags', ['pets', 'faith']), [1, 4]],
      ['jsonb contains', (t) => q(t).contains('data', { a: { b: 'y' } }), [2]],
      ['json path filter', (t) => q(t).eq('data->a->>b', 'x'), [1]],
      ['json path numeric', (t) => q(t).gt('data->n', 1), [2, 4]],
      ['fts on tsvector', (t) => q(t).textSearch('search', 'cats & dogs'), [4]],
      ['plfts', (t) => q(t).textSearch('search', 'cats dogs', { type: 'plain', config: 'english' }), [4]],
      ['wfts on text column', (t) => q(t).textSearch('body', 'more words', { type: 'websearch' }), [2]],
      ['phfts', (t) => q(t).textSearch('title', 'hello world', { type: 'phrase' }), [1]],
      ['like(any)', (t) => q(t).likeAnyOf('title', ['Hello*', 'Bob*']), [1, 4]],
      ['like(all)', (t) => q(t).likeAllOf('title', ['*o*', '*d']), [1]],
      ['eq(any)', (t) => q(t).filter('id', 'eq(any)', '{1,4}'), [1, 4]],
      ['or', (t) => q(t).or('id.eq.1,title.ilike.*quiet*'), [1, 5]],
      ['nested and inside or', (t) => q(t).or('id.eq.1,and(id.gt.3,rating.lt.2)'), [1, 5]],
      ['not.or', (t) => q(t).not('id', 'in', '(1,2)').or('rating.is.null,rating.gt.2'), [4]],
      ['or with quoted value', (t) => q(t).or('title.eq."Quiet, please",id.eq.2'), [2, 5]],
      ['same column twice is AND', (t) => q(t).gt('id', 1).gt('id', 2), [4, 5]],
      ['negated eq', (t) => q(t).not('id', 'eq', 1), [2, 4, 5]],
    ])('%s', async (_name, build, expected) => {
      expect(await ids(build)).toEqual(expected);
    });

    it('supports and= and not.or= parameters', async () => {
      const res = await f.fetch(
        '/articles?select=id&and=(id.gt.1,id.lt.5)&not.or=(id.eq.2,id.eq.3)&order=id',
      );
      expect(await res.json()).toEqual([{ id: 4 }]);
    });
  });
});
