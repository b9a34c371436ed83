import { migrate } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo, type OlderDatabase } from '../support/migratedUpTo.ts';

// The migration that turns audios.series (free text) into series rows, run on a database that holds the
// old shape: every name kept exactly, every audio in its series and in publishing order.
const CONVERSION = '20251104100200';

let older: OlderDatabase;

const audio = (
  title: string,
  series: string | null,
  published: string | null,
  created: string,
  cover?: string,
) => ({
  title,
  series,
  published,
  created,
  cover: cover ?? null,
});

const OLD_AUDIOS = [
  audio('Romanos 1', 'Romanos: el evangelio', '2025-01-05', '2025-01-01', 'https://img.example.org/r1.png'),
  audio('Romanos 3', 'Romanos: el evangelio', '2025-01-19', '2025-01-02'),
  audio('Romanos 2', ' Romanos: el evangelio ', '2025-01-12', '2025-01-03', 'https://img.example.org/r2.png'),
  audio('Romanos 4 (borrador)', 'Romanos: el evangelio', null, '2025-02-01'),
  audio('Solo borradores', 'Serie en preparación', null, '2025-03-01'),
  audio('Otra con el mismo slug', 'Romanos: ¡el evangelio!', '2025-01-20', '2025-01-04'),
  audio('Suelto', null, '2025-01-06', '2025-01-06'),
  audio('Solo espacios', '   ', '2025-01-07', '2025-01-07'),
];

beforeAll(async () => {
  older = await migratedUpTo(CONVERSION, 'series');
  for (const a of OLD_AUDIOS) {
    await older.db.query(
      `insert into public.audios (title, audio_url, series, cover_art_url, is_published, published_at, created_at)
       values ($1, 'https://media.example.org/a.mp3', $2, $3, $4, $5, $6)`,
      [a.title, a.series, a.cover, a.published !== null, a.published, a.created],
    );
  }
  await migrate(older.db);
}, 120_000);

afterAll(() => older?.close());

describe('turning free-text audio series into series rows', () => {
  it('creates one series per distinct name, with its exact title, a unique slug and its first cover', async () => {
    const { rows } = await older.db.query(
      'select title, slug, is_published, cover_image_url from public.series order by created_at',
    );
    expect(rows).toEqual([
      {
        title: 'Romanos: el evangelio',
        slug: 'romanos-el-evangelio',
        is_published: true,
        cover_image_url: 'https://img.example.org/r1.png',
      },
      {
        title: 'Romanos: ¡el evangelio!',
        slug: 'romanos-el-evangelio-2',
        is_published: true,
        cover_image_url: null,
      },
      {
        title: 'Serie en preparación',
        slug: 'serie-en-preparacion',
        is_published: false,
        cover_image_url: null,
      },
    ]);
  });

  it('puts every audio that had a series in it, numbered in publishing order, drafts last', async () => {
    const { rows } = await older.db.query(
      `select a.title, s.title as series, a.series_position as position
       from public.audios a left join public.series s on s.id = a.series_id
       order by s.title nulls last, a.series_position, a.title`,
    );
    expect(rows).toEqual([
      { title: 'Romanos 1', series: 'Romanos: el evangelio', position: 1 },
      { title: 'Romanos 2', series: 'Romanos: el evangelio', position: 2 },
      { title: 'Romanos 3', series: 'Romanos: el evangelio', position: 3 },
      { title: 'Romanos 4 (borrador)', series: 'Romanos: el evangelio', position: 4 },
      { title: 'Otra con el mismo slug', series: 'Romanos: ¡el evangelio!', position: 1 },
      { title: 'Solo borradores', series: 'Serie en preparación', position: 1 },
      { title: 'Solo espacios', series: null, position: null },
      { title: 'Suelto', series: null, position: null },
    ]);
  });

  it('drops the free-text column and gives every audio a slug', async () => {
    const { rows } = await older.db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.columns
       where table_schema = 'public' and table_name = 'audios' and column_name = 'series'`,
    );
    expect(rows[0]!.n).toBe(0);
    const slugs = await older.db.query<{ slug: string }>(
      'select slug from public.audios order by created_at',
    );
    expect(slugs.rows.map((row) => row.slug)).toEqual([
      'romanos-1',
      'romanos-3',
      'romanos-2',
      'otra-con-el-mismo-slug',
      'suelto',
      'solo-espacios',
      'romanos-4-borrador',
      'solo-borradores',
    ]);
  });
});
