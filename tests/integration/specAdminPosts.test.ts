import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, NO_SINGLE_ROW, startActorBackend } from '../support/actorClients.ts';

/**
 * docs/spec.md §7 "Admin" for posts, as the editor (the staff role that manages content): the list with the
 * author's email, search, status filter, one by id, insert, update, delete, not found, and pagination.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const editor = () => b.as.editor;
const MISSING_ID = '10000000-0000-4000-a000-0000000000ff';

describe('posts', () => {
  const LIST = 'id, title, slug, created_at, is_published, published_at, author_id, users(email)';
  const list = () => editor().from('posts').select(LIST).order('created_at', { ascending: false });

  it('lists every post, drafts included, newest first, with the author email', async () => {
    const { data, error } = await list();
    expect(error).toBeNull();
    expect(data).toHaveLength(16);
    expect(data!.map((post) => post.slug).slice(0, 3)).toEqual([
      'ayuno-y-oracion-una-guia-practica',
      'vida-cristiana-en-lo-cotidiano',
      'una-familia-edificada-sobre-la-roca',
    ]);
    expect(data![0]).toMatchObject({
      is_published: false,
      published_at: null,
      users: { email: 'editor@example.org' },
    });
    expect(data![0]!.author_id).toBe(b.ids.editor);
  });

  it('searches title or slug case-insensitively and filters by status', async () => {
    const search = await list().or('title.ilike.%REINO%,slug.ilike.%REINO%');
    expect(search.data!.map((post) => post.slug)).toEqual([
      'las-parabolas-de-jesus-y-el-reino',
      'que-es-el-reino-de-dios',
    ]);
    const bySlugOnly = await list().or('title.ilike.%roca%,slug.ilike.%roca%');
    expect(bySlugOnly.data!.map((post) => post.title)).toEqual(['Una familia edificada sobre la Roca']);
    const published = await list().eq('is_published', true);
    expect(published.data).toHaveLength(14);
    const drafts = await list().eq('is_published', false);
    expect(drafts.data!.map((post) => post.slug)).toEqual([
      'ayuno-y-oracion-una-guia-practica',
      'vida-cristiana-en-lo-cotidiano',
    ]);
  });

  it('creates, reads, updates and deletes a post by id', async () => {
    const draft = {
      title: 'Gratitud en tiempos de escasez',
      slug: 'gratitud-en-tiempos-de-escasez',
      content: '# Gratitud\n\nDad gracias en todo.',
      is_published: false,
      published_at: null,
      featured_image_url: null,
      meta_description: 'Cómo dar gracias cuando falta.',
      tags: ['gratitud', 'fe'],
      author_id: b.ids.editor,
    };
    const created = await editor().from('posts').insert(draft).select().single();
    expect(created).toMatchObject({ status: 201, error: null, data: draft });
    const id = created.data!.id;

    const read = await editor().from('posts').select('*').eq('id', id).single();
    expect(read.data).toMatchObject({ ...draft, id, category: 'general', description: null });

    const publishedAt = '2025-06-10T14:00:00+00:00';
    const updated = await editor()
      .from('posts')
      .update({ is_published: true, published_at: publishedAt, title: 'Gratitud siempre' })
      .eq('id', id)
      .select()
      .single();
    expect(updated.data).toMatchObject({
      id,
      is_published: true,
      published_at: publishedAt,
      title: 'Gratitud siempre',
    });
    const visible = await b.as.anon.from('posts').select('title').eq('id', id);
    expect(visible.data).toEqual([{ title: 'Gratitud siempre' }]);

    expect(await editor().from('posts').delete().eq('id', id)).toMatchObject({ status: 204, error: null });
    expect(await editor().from('posts').select('*').eq('id', id).single()).toMatchObject(NO_SINGLE_ROW);
  });

  it('answers PGRST116 for an unknown id ("Post no encontrado")', async () => {
    expect(await editor().from('posts').select('*').eq('id', MISSING_ID).single()).toMatchObject(
      NO_SINGLE_ROW,
    );
  });

  it('refuses a duplicate slug with 23505', async () => {
    const duplicate = await editor()
      .from('posts')
      .insert({ title: 'Otro', slug: 'que-es-el-reino-de-dios', content: '' });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
  });

  it('pages with range and an exact count', async () => {
    const page = (from: number, to: number) =>
      editor()
        .from('posts')
        .select('id, slug', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(from, to);
    const first = await page(0, 3);
    expect(first).toMatchObject({ status: 206, count: 16, error: null });
    expect(first.data).toHaveLength(4);
    const last = await page(15, 18);
    expect(last).toMatchObject({ count: 16 });
    expect(last.data!.map((post) => post.slug)).toEqual(['carta-del-pastor-un-ano-de-gracia']);
    const beyond = await page(20, 29);
    expect(beyond).toMatchObject({ status: 416, error: { code: 'PGRST103' } });
    const visitor = await b.as.anon.from('posts').select('id', { count: 'exact' }).range(0, 1);
    expect(visitor).toMatchObject({ count: 13 });
  });
});
