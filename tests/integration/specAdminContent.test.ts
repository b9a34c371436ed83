import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend, untyped } from '../support/actorClients.ts';

/**
 * Spec §7 "Admin" for posts, videos and audios, as the editor (the staff role that manages content):
 * lists with author/speaker email, search, status filter, one by id, insert, update, delete, not found.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const editor = () => b.as.editor;
const MISSING_ID = '10000000-0000-4000-a000-0000000000ff';
const NOT_FOUND = {
  status: 406,
  data: null,
  error: {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: 'The result contains 0 rows',
    hint: null,
  },
};

describe('posts', () => {
  const LIST = 'id, title, slug, created_at, is_published, published_at, author_id, users(email)';
  const list = () => editor().from('posts').select(LIST).order('created_at', { ascending: false });

  it('lists every post, drafts included, newest first, with the author email', async () => {
    const { data, error } = await list();
    expect(error).toBeNull();
    expect(data).toHaveLength(9);
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
    expect(published.data).toHaveLength(7);
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
    expect(await editor().from('posts').select('*').eq('id', id).single()).toMatchObject(NOT_FOUND);
  });

  it('answers PGRST116 for an unknown id ("Post no encontrado")', async () => {
    expect(await editor().from('posts').select('*').eq('id', MISSING_ID).single()).toMatchObject(NOT_FOUND);
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
    expect(first).toMatchObject({ status: 206, count: 9, error: null });
    expect(first.data).toHaveLength(4);
    const last = await page(8, 11);
    expect(last).toMatchObject({ count: 9 });
    expect(last.data!.map((post) => post.slug)).toEqual(['que-es-el-reino-de-dios']);
    const beyond = await page(20, 29);
    expect(beyond).toMatchObject({ status: 416, error: { code: 'PGRST103' } });
    const visitor = await b.as.anon.from('posts').select('id', { count: 'exact' }).range(0, 1);
    expect(visitor).toMatchObject({ count: 6 });
  });
});

/** Videos and audios share one admin shape: list, search, status filter and CRUD. */
interface MediaAdmin {
  table: string;
  list: string;
  person: Record<string, unknown>;
  search: (term: string) => string;
  term: string;
  found: string[];
  counts: { all: number; published: number };
  row: Record<string, unknown>;
  personColumn: string;
}
const media: MediaAdmin[] = [
  {
    table: 'videos',
    list: 'id, title, video_url, is_published, created_at, users(email)',
    person: { users: { email: 'editor@example.org' } },
    search: (term: string) => `title.ilike.%${term}%,video_url.ilike.%${term}%`,
    term: 'oracion',
    found: ['Escuela de oración: el Padre Nuestro'],
    counts: { all: 6, published: 5 },
    row: {
      title: 'Vivir en comunidad',
      description: 'Por qué nos necesitamos unos a otros.',
      video_url: 'https://media.example.org/palabra-viva/videos/vivir-en-comunidad',
      thumbnail_url: null,
      duration_seconds: 754,
      tags: ['iglesia'],
    },
    personColumn: 'author_id',
  },
  {
    table: 'audios',
    list: 'id, title, audio_url, series, is_published, created_at, speaker:users(email)',
    person: { speaker: { email: 'pastoral@example.org' } },
    search: (term: string) => `title.ilike.%${term}%,audio_url.ilike.%${term}%,series.ilike.%${term}%`,
    term: 'FUNDAMENTOS',
    found: [
      'Fundamentos de la fe 4: La iglesia',
      'Fundamentos de la fe 3: Nacer de nuevo',
      'Fundamentos de la fe 2: La gracia que salva',
      'Fundamentos de la fe 1: ¿Quién es Dios?',
    ],
    counts: { all: 6, published: 5 },
    row: {
      title: 'Meditación: Salmo 91',
      description: null,
      audio_url: 'https://media.example.org/palabra-viva/audios/salmo-91.mp3',
      cover_art_url: null,
      duration_seconds: null,
      series: null,
      tags: ['salmos'],
    },
    personColumn: 'speaker_id',
  },
];

describe.each(media)('$table', (config) => {
  const client = () => untyped(editor());
  const list = () =>
    client().from(config.table).select(config.list).order('created_at', { ascending: false });

  it('lists newest first with the email of the author or speaker', async () => {
    const { data, error } = await list();
    expect(error).toBeNull();
    expect(data).toHaveLength(config.counts.all);
    expect(data![0]).toMatchObject(config.person);
  });

  it('searches case-insensitively and filters by is_published', async () => {
    const search = await list().or(config.search(config.term));
    expect((search.data as unknown as { title: string }[]).map((row) => row.title)).toEqual(config.found);
    expect((await list().eq('is_published', true)).data).toHaveLength(config.counts.published);
    expect((await list().eq('is_published', false)).data).toHaveLength(
      config.counts.all - config.counts.published,
    );
  });

  it('creates, reads, updates and deletes by id, then answers PGRST116', async () => {
    const publishedAt = new Date(Date.now() - 1000).toISOString();
    const row = {
      ...config.row,
      is_published: true,
      published_at: publishedAt,
      [config.personColumn]: b.ids.editor,
    };
    const created = await client().from(config.table).insert(row).select('id').single();
    expect(created).toMatchObject({ status: 201, error: null });
    const id = created.data!.id as string;
    const read = await client().from(config.table).select('*').eq('id', id).single();
    expect(read.data).toMatchObject({ ...row, published_at: expect.any(String) });
    expect(Date.parse(read.data!.published_at)).toBe(Date.parse(publishedAt));

    // Unpublishing resets published_at, as the edit screens do on every save.
    const update = await client()
      .from(config.table)
      .update({ is_published: false, published_at: null })
      .eq('id', id);
    expect(update).toMatchObject({ status: 204, error: null });
    expect((await untyped(b.as.anon).from(config.table).select('id').eq('id', id)).data).toEqual([]);

    expect(await client().from(config.table).delete().eq('id', id)).toMatchObject({ status: 204 });
    expect(await client().from(config.table).select('*').eq('id', id).single()).toMatchObject(NOT_FOUND);
  });
});
