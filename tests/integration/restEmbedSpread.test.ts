import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, type RestFixture, startRestFixture } from './restFixtures.ts';

// Computed relationships: functions taking a row of one table and returning rows of another.
const COMPUTED_SQL = `
create function public.writer(public.articles) returns public.members language sql stable as
  $$ select * from public.members where id = $1.author_id $$;
create function public.reply_list(public.articles) returns setof public.replies language sql stable as
  $$ select * from public.replies where article_id = $1.id $$;
create function public.latest_reply(public.articles) returns setof public.replies rows 1 language sql stable as
  $$ select * from public.replies where article_id = $1.id order by id desc limit 1 $$;
create function public.articles(public.members) returns setof public.articles language sql stable as
  $$ select * from public.articles where author_id = $1.id $$;
`;

describe('PostgREST computed relationships and spreads', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture(COMPUTED_SQL);
  });
  afterAll(() => f.close());

  describe('computed relationships', () => {
    it('embed to-one (a single row, or rows 1) as an object and to-many as an array', async () => {
      const { data, error } = await f.anon
        .from('articles')
        .select('id, writer(name), latest_reply(content), reply_list(content)')
        .in('id', [1, 2])
        .order('id')
        .order('id', { referencedTable: 'reply_list', ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          id: 1,
          writer: { name: 'Alice' },
          latest_reply: { content: 'Thanks' },
          reply_list: [{ content: 'Thanks' }, { content: 'Nice' }],
        },
        { id: 2, writer: { name: 'Alice' }, latest_reply: null, reply_list: [] },
      ]);
    });

    it('filter parents with !inner, spread, and order by the to-one ones', async () => {
      const inner = await f.anon.from('articles').select('id, writer!inner(name)').eq('writer.name', 'Bob');
      expect(inner.data).toEqual([{ id: 4, writer: { name: 'Bob' } }]);
      const spread = await f.anon
        .from('articles')
        .select('id, ...writer(writer_name:name)')
        .in('id', [1, 4, 5])
        .order('id');
      expect(spread.data).toEqual([
        { id: 1, writer_name: 'Alice' },
        { id: 4, writer_name: 'Bob' },
        { id: 5, writer_name: null },
      ]);
      const ordered = await f.fetch(
        '/articles?select=id,writer(name)&order=writer(name).desc.nullslast,id&id=in.(1,4,5)',
      );
      expect((await ordered.json()).map((row: { id: number }) => row.id)).toEqual([4, 1, 5]);
    });

    it('take the place of foreign keys the function is named after (no PGRST201)', async () => {
      const { data, error } = await f.anon
        .from('members')
        .select('name, articles(id)')
        .eq('id', ALICE)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ name: 'Alice', articles: [{ id: 1 }, { id: 2 }] });
    });

    it('work from a function call and after a mutation', async () => {
      const called = await f.anon
        .rpc('articles_by', { author: ALICE })
        .select('id, writer(name)')
        .eq('id', 2)
        .single();
      expect(called.data).toEqual({ id: 2, writer: { name: 'Alice' } });
      const alice = await f.as(ALICE);
      const inserted = await alice
        .from('articles')
        .insert({ title: 'Computed', author_id: ALICE, published: true })
        .select('title, writer(name)')
        .single();
      expect(inserted.data).toEqual({ title: 'Computed', writer: { name: 'Alice' } });
    });
  });

  describe('spreads', () => {
    it('turn a to-many embed into correlated arrays, ordered inside', async () => {
      const { data, error } = await f.anon
        .from('articles')
        .select('id, ...replies(contents:content, reply_ids:id)')
        .in('id', [1, 2])
        .order('id')
        .order('id', { referencedTable: 'replies', ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, contents: ['Thanks', 'Nice'], reply_ids: [2, 1] },
        { id: 2, contents: [], reply_ids: [] },
      ]);
    });

    it('spread many-to-many and computed to-many relationships, with !inner filtering parents', async () => {
      const labels = await f.anon
        .from('articles')
        .select('id, ...labels(label_names:name)')
        .eq('id', 1)
        .single();
      expect(labels.data).toEqual({ id: 1, label_names: ['faith', 'news'] });
      const inner = await f.anon
        .from('articles')
        .select('id, ...replies!inner(content)')
        .eq('replies.content', 'Cute');
      expect(inner.data).toEqual([{ id: 4, content: ['Cute'] }]);
      const computed = await f.anon
        .from('articles')
        .select('id, ...reply_list(content)')
        .eq('id', 4)
        .single();
      expect(computed.data).toEqual({ id: 4, content: ['Cute'] });
    });

    it('nest to-one spreads and take !left with a hint', async () => {
      const { data } = await f.anon
        .from('articles')
        .select('id, ...members!author_id!left(author:name, ...member_profiles(bio))')
        .in('id', [1, 5])
        .order('id');
      expect(data).toEqual([
        { id: 1, author: 'Alice', bio: 'Writes about faith' },
        { id: 5, author: null, bio: null },
      ]);
    });

    it('answer PGRST123 for aggregates while db_aggregates_enabled is off', async () => {
      const { error, status } = await f.anon.from('articles').select('...replies(id.count())');
      expect(status).toBe(400);
      expect(error).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    });
  });

  it('takes !inner and !left on embeds of mutations and of plain reads', async () => {
    const res = await f.fetch('/articles?select=id,editor:members!editor_id!inner(name)&id=in.(1,2)', {
      method: 'PATCH',
      role: 'service_role',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(await res.json()).toEqual([{ id: 1, editor: { name: 'Bob' } }]);
    const left = await f.anon
      .from('articles')
      .select('id, editor:members!editor_id!left(name)')
      .in('id', [1, 2])
      .order('id');
    expect(left.data).toEqual([
      { id: 1, editor: { name: 'Bob' } },
      { id: 2, editor: null },
    ]);
  });
});
