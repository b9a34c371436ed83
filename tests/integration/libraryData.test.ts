import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '#core/scripture/bibleBooks.ts';
import { passage } from '#core/scripture/scriptureReference.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Series, speakers, references and transcripts through the API (supabase-js), on the demo seed.
let test: TestBackend;

const SALMO_23 = '30000000-0000-4000-a000-000000000004';
const DRAFT_AUDIO = '30000000-0000-4000-a000-000000000006';
const PASTOR = '50000000-0000-4000-a000-000000000001';

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
});
afterAll(() => test.close());

describe('what visitors read', () => {
  it('embeds the series and the speakers of published audios, in credit order', async () => {
    const { data, error } = await test
      .client('anon')
      .from('audios')
      .select('slug, series_position, series(title, slug), speakers(name, slug), audio_speakers(position)')
      .eq('slug', 'fundamentos-3-nacer-de-nuevo')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      slug: 'fundamentos-3-nacer-de-nuevo',
      series_position: 3,
      series: { title: 'Fundamentos de la fe', slug: 'fundamentos-de-la-fe' },
    });
    expect(data!.speakers.map((speaker) => speaker.slug).sort()).toEqual(['daniel-herrera', 'samuel-ortiz']);
  });

  it.each([
    ['audio_speakers', 'audio_id', 'audios'],
    ['video_speakers', 'video_id', 'videos'],
    ['post_speakers', 'post_id', 'posts'],
  ] as const)('sees the %s links of published teachings only', async (table, column, teachings) => {
    // One query shape for three tables: typed loosely, the assertions say what matters.
    const from = (key: 'anon' | 'service_role', name: string) =>
      (
        test.client(key) as unknown as {
          from(t: string): { select(c: string): PromiseLike<{ data: Record<string, string>[] | null }> };
        }
      ).from(name);
    const anon = await from('anon', table).select(column);
    const all = await from('service_role', table).select(column);
    const visible = await from('anon', teachings).select('id');
    const ids = new Set(visible.data!.map((row) => row.id));
    expect(anon.data!.every((row) => ids.has(row[column]!))).toBe(true);
    expect(anon.data!.length).toBeLessThan(all.data!.length);
  });

  it('never sees a draft series, nor the link of a draft audio', async () => {
    const series = await test.client('anon').from('series').select('slug');
    expect(series.data!.map((row) => row.slug).sort()).toEqual([
      'escuela-de-oracion',
      'fundamentos-de-la-fe',
    ]);
    const links = await test
      .client('anon')
      .from('audio_speakers')
      .select('audio_id')
      .eq('audio_id', DRAFT_AUDIO);
    expect(links.data).toEqual([]);
  });

  it('reads the transcript and references of a published audio', async () => {
    const { data } = await test
      .client('anon')
      .from('audios')
      .select('transcript_vtt, scripture_references')
      .eq('id', SALMO_23)
      .single();
    expect(data!.transcript_vtt).toMatch(/^WEBVTT/);
    expect(data!.scripture_references).toEqual([
      { book: 'salmos', chapter: 23, verse: null, end_chapter: 23, end_verse: null },
    ]);
  });
});

describe('what editors write', () => {
  it('credits several speakers on a teaching; visitors and pastoral staff cannot', async () => {
    const editor = await test.signedIn('editor@example.org');
    const { error } = await editor
      .from('audio_speakers')
      .insert({ audio_id: SALMO_23, speaker_id: PASTOR, position: 2 });
    expect(error).toBeNull();
    for (const client of [test.client('anon'), await test.signedIn('pastoral@example.org')]) {
      const refused = await client.from('audio_speakers').delete().eq('audio_id', SALMO_23).select();
      expect(refused.data ?? []).toEqual([]);
      const insert = await client.from('speakers').insert({ name: 'Intruso', slug: 'intruso' });
      expect(insert.error?.code).toBe('42501');
    }
  });

  it.each([
    ['an unknown book', [passage('evangelio', 1, null)]],
    ['a chapter past the end of the book', [passage('romanos', 17, null)]],
    ['a range ending before it starts', [passage('romanos', 8, 39, { chapter: 8, verse: 28 })]],
    ['a verse past 176', [passage('salmos', 119, 1, { chapter: 119, verse: 177 })]],
    ['a verse without its end', [passage('juan', 3, 16, { chapter: 3, verse: null })]],
    ['text instead of numbers', [{ ...passage('juan', 3, 16), chapter: '3' }]],
    ['an extra key', [{ ...passage('juan', 3, 16), note: 'x' }]],
    ['not a list', { book: 'juan' }],
  ])('refuses references with %s (check_violation)', async (_, references) => {
    const editor = await test.signedIn('editor@example.org');
    const { error } = await editor
      .from('audios')
      .update({ scripture_references: references as never })
      .eq('id', SALMO_23);
    expect(error?.code).toBe('23514');
  });

  it('accepts the last chapter of each of the 66 books, and refuses the chapter after it', async () => {
    const { rows } = await test.backend.db.query<{ slug: string; last: boolean; after: boolean }>(
      `select b.slug,
         private.is_scripture_reference_list(jsonb_build_array(jsonb_build_object(
           'book', b.slug, 'chapter', b.chapters, 'verse', null, 'end_chapter', b.chapters, 'end_verse', null))) as last,
         private.is_scripture_reference_list(jsonb_build_array(jsonb_build_object(
           'book', b.slug, 'chapter', b.chapters + 1, 'verse', null, 'end_chapter', b.chapters + 1, 'end_verse', null))) as after
       from jsonb_to_recordset($1::jsonb) as b (slug text, chapters int)`,
      [JSON.stringify(BIBLE_BOOKS.map(({ slug, chapters }) => ({ slug, chapters })))],
    );
    expect(rows).toHaveLength(66);
    expect(rows.filter((row) => !row.last || row.after)).toEqual([]);
  });

  it('refuses a transcript that is not a WebVTT file', async () => {
    const editor = await test.signedIn('editor@example.org');
    const { error } = await editor
      .from('audios')
      .update({ transcript_vtt: '1\n00:00:01,000 --> 00:00:02,000\nHola' })
      .eq('id', SALMO_23);
    expect(error?.code).toBe('23514');
  });

  it('gives an audio saved without a slug one from its title, unique in the table', async () => {
    const editor = await test.signedIn('editor@example.org');
    const { data, error } = await editor
      .from('audios')
      .insert([
        { title: 'Meditación: Salmo 23', audio_url: 'https://media.example.org/otra.mp3' },
        { title: 'Meditación: Salmo 23', audio_url: 'https://media.example.org/otra2.mp3' },
      ])
      .select('slug');
    expect(error).toBeNull();
    expect(data!.map((row) => row.slug)).toEqual(['meditacion-salmo-23-2', 'meditacion-salmo-23-3']);
  });
});

describe('rebuild requests', () => {
  beforeEach(async () => {
    await test.backend.db.query('delete from public.site_rebuild_requests');
  });
  const reasons = async () =>
    (
      await test.backend.db.query<{ reason: string }>(
        'select reason from public.site_rebuild_requests order by id',
      )
    ).rows.map((row) => row.reason);

  it('records speaker changes and links of published teachings, not links of drafts', async () => {
    const editor = await test.signedIn('editor@example.org');
    await editor
      .from('audio_speakers')
      .insert({ audio_id: DRAFT_AUDIO, speaker_id: '50000000-0000-4000-a000-000000000002' });
    expect(await reasons()).toEqual([]);
    await editor.from('speakers').update({ bio: 'Nueva biografía.' }).eq('id', PASTOR);
    await editor.from('video_speakers').delete().eq('speaker_id', '50000000-0000-4000-a000-000000000002');
    expect(await reasons()).toEqual(['speakers update', 'video_speakers delete']);
  });

  it('records published series only', async () => {
    const editor = await test.signedIn('editor@example.org');
    await editor.from('series').insert({ title: 'Borrador', slug: 'serie-borrador' });
    expect(await reasons()).toEqual([]);
    await editor.from('series').update({ is_published: true }).eq('slug', 'serie-borrador');
    expect(await reasons()).toEqual(['series update']);
  });
});
