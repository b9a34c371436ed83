import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, NO_SINGLE_ROW, startActorBackend, untyped } from '../support/actorClients.ts';

/** docs/spec.md §7 "Admin" for videos and audios, as the editor: list with email, search, filter and CRUD. */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const editor = () => b.as.editor;

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
    list: 'id, title, audio_url, series(title), is_published, created_at, speaker:users(email)',
    person: { speaker: { email: 'pastoral@example.org' } },
    search: (term: string) => `title.ilike.%${term}%,audio_url.ilike.%${term}%`,
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
    expect(await client().from(config.table).select('*').eq('id', id).single()).toMatchObject(NO_SINGLE_ROW);
  });
});
