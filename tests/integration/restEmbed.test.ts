import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, type RestFixture, startRestFixture } from './restFixtures.ts';

describe('PostgREST resource embedding', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
  });
  afterAll(() => f.close());

  it('embeds many-to-one as an object or null, by alias and FK column hint', async () => {
    const { data, error } = await f.anon
      .from('articles')
      .select('id, author:members!author_id(email), editor:members!articles_editor_id_fkey(name)')
      .in('id', [1, 2, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { email: 'alice@example.org' }, editor: { name: 'Bob' } },
      { id: 2, author: { email: 'alice@example.org' }, editor: null },
      { id: 5, author: null, editor: null },
    ]);
  });

  it('embeds one-to-many as arrays (empty when none) and nests embeds', async () => {
    const { data } = await f.anon
      .from('articles')
      .select('id, replies(content, member:members(name))')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'replies' });
    expect(data).toEqual([
      {
        id: 1,
        replies: [
          { content: 'Nice', member: { name: 'Bob' } },
          { content: 'Thanks', member: { name: 'Alice' } },
        ],
      },
      { id: 2, replies: [] },
    ]);
  });

  it('embeds one-to-one, many-to-many and self references', async () => {
    const { data: member } = await f.anon
      .from('members')
      .select('name, member_profiles(bio)')
      .eq('id', ALICE)
      .single();
    expect(member).toEqual({ name: 'Alice', member_profiles: { bio: 'Writes about faith' } });
    const { data: labels } = await f.anon.from('articles').select('id, labels(name)').eq('id', 1).single();
    expect(labels).toEqual({ id: 1, labels: [{ name: 'faith' }, { name: 'news' }] });
    const { data: staff } = await f.anon
      .from('staff')
      .select('name, boss:manager_id(name), team:staff!manager_id(name)')
      .order('id');
    expect(staff).toEqual([
      { name: 'Ana', boss: null, team: [{ name: 'Ben' }, { name: 'Cid' }] },
      { name: 'Ben', boss: { name: 'Ana' }, team: [] },
      { name: 'Cid', boss: { name: 'Ana' }, team: [] },
    ]);
  });

  it('filters, orders and limits embedded resources without filtering parents', async () => {
    const { data } = await f.anon
      .from('articles')
      .select('id, replies(content)')
      .eq('replies.content', 'Thanks')
      .in('id', [1, 4])
      .order('id');
    expect(data).toEqual([
      { id: 1, replies: [{ content: 'Thanks' }] },
      { id: 4, replies: [] },
    ]);
    const { data: limited } = await f.anon
      .from('articles')
      .select('id, replies(content)')
      .eq('id', 1)
      .order('content', { referencedTable: 'replies', ascending: false })
      .limit(1, { referencedTable: 'replies' })
      .single();
    expect(limited).toEqual({ id: 1, replies: [{ content: 'Thanks' }] });
    const { data: ored } = await f.anon
      .from('articles')
      .select('id, replies(content)')
      .eq('id', 1)
      .or('content.eq.Nice,content.eq.Cute', { referencedTable: 'replies' })
      .single();
    expect(ored).toEqual({ id: 1, replies: [{ content: 'Nice' }] });
  });

  it('filters parents with !inner and with not.is.null / is.null on the embed', async () => {
    const inner = await f.anon
      .from('articles')
      .select('id, author:members!author_id!inner(name)', { count: 'exact' })
      .eq('author.name', 'Bob');
    expect(inner.data).toEqual([{ id: 4, author: { name: 'Bob' } }]);
    expect(inner.count).toBe(1);
    const withReplies = await f.anon
      .from('articles')
      .select('id, replies(id)', { count: 'exact' })
      .not('replies', 'is', null)
      .order('id');
    expect(withReplies.data?.map((row) => row.id)).toEqual([1, 4]);
    expect(withReplies.count).toBe(2);
    const withoutAuthor = await f.anon
      .from('articles')
      .select('id, author:members!author_id()')
      .is('author', null);
    expect(withoutAuthor.data).toEqual([{ id: 5 }]);
    const innerMany = await f.anon
      .from('articles')
      .select('id, replies!inner(content)', { count: 'exact' })
      .eq('replies.content', 'Cute');
    expect(innerMany.data).toEqual([{ id: 4, replies: [{ content: 'Cute' }] }]);
    expect(innerMany.count).toBe(1);
  });

  it('orders parents by a to-one embed and spreads to-one columns', async () => {
    const res = await f.fetch(
      '/articles?select=id,author:members!author_id(name)&order=author(name).desc.nullslast,id&id=neq.3',
    );
    expect((await res.json()).map((row: { id: number }) => row.id)).toEqual([4, 1, 2, 5]);
    const { data } = await f.anon
      .from('articles')
      .select('id, ...members!author_id(author_name:name)')
      .eq('id', 4)
      .single();
    expect(data).toEqual({ id: 4, author_name: 'Bob' });
  });

  it('embeds through views using their base tables foreign keys', async () => {
    const { data, error } = await f.anon
      .from('published_articles')
      .select('title, members(name)')
      .eq('id', 4)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Bob writes', members: { name: 'Bob' } });
  });

  it('answers PGRST200 for unknown relationships, with a hint', async () => {
    const { error, status } = await f.anon.from('articles').select('id, membrs(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'articles' and 'membrs' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'articles' and 'membrs' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'members' instead of 'membrs'.",
    });
  });

  it('answers PGRST201 (300) when several foreign keys could be used', async () => {
    const { error, status } = await f.anon.from('articles').select('id, members(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe(
      "Could not embed because more than one relationship was found for 'articles' and 'members'",
    );
    expect(error?.hint).toBe(
      "Try changing 'members' to one of the following: 'members!articles_author_id_fkey', 'members!articles_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    );
    expect(error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'articles with members',
        relationship: 'articles_author_id_fkey using articles(author_id) and members(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'articles with members',
        relationship: 'articles_editor_id_fkey using articles(editor_id) and members(id)',
      },
    ]);
  });

  it('answers PGRST108 and PGRST118 for misuse of embeds; another operator on an embed is a column filter', async () => {
    const notEmbedded = await f.fetch('/articles?select=id&replies.content=eq.x');
    expect(notEmbedded.status).toBe(400);
    expect(await notEmbedded.json()).toEqual({
      code: 'PGRST108',
      message: "'replies' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'replies' is included in the 'select' query parameter.",
    });
    const toMany = await f.fetch('/articles?select=id,replies(id)&order=replies(id)');
    expect((await toMany.json()).code).toBe('PGRST118');
    // PostgREST v14 defines PGRST120 but never raises it: the filter names a column that does not exist.
    const badOp = await f.fetch('/articles?select=id,replies(id)&replies=eq.1');
    expect(await badOp.json()).toMatchObject({
      code: '42703',
      message: 'column articles.replies does not exist',
    });
  });
});
