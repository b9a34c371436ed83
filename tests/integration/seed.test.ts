import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import {
  runSeedSql,
  SEED_FILES_DIR,
  SEED_SQL_PATH,
  seedDatabase,
  seedSqlPaths,
} from '@palabra-viva/local-supabase';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoThumbnail } from '#core/photos/photoThumbnail.ts';
import { testimonialThumbnail } from '#core/visitor/uploadNames.ts';
import { mp3Seconds, mp4Seconds } from '../../scripts/demo/media/mediaDuration.ts';
import { BLOG_SECTIONS } from '../../src/lib/blogSections.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

const STORAGE_URL = `${API_URL}/storage/v1`;
const TABLES = [
  'users',
  'posts',
  'videos',
  'audios',
  'resources',
  'testimonials',
  'donations',
  'subscribers',
  'prayer_requests',
  'contact_inquiries',
  'job_applications',
];

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const rows = async <Row>(sql: string) => (await t.backend.db.query<Row>(sql)).rows;
const one = async (sql: string) => (await rows<{ n: number }>(sql))[0]!.n;

/** One checksum per table over every column of every row. */
async function fingerprint(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    [...TABLES.map((table) => `public.${table}`), 'auth.users', 'auth.identities'].map(async (table) => {
      const [row] = await rows<{ sum: string }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`,
      );
      return [table, row!.sum] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The demo file a public teaching_media URL names. */
const mediaFile = (url: string) => {
  expect(url).toMatch(new RegExp(`^${STORAGE_URL}/object/public/teaching_media/seed/`));
  return readFileSync(`${SEED_FILES_DIR}teaching_media/${url.split('/teaching_media/')[1]}`);
};

describe('the demo seed', () => {
  it('runs once per database and records itself in the ledger', async () => {
    expect(await runSeedSql(t.backend.db, STORAGE_URL)).toBe(true);
    expect(await runSeedSql(t.backend.db, STORAGE_URL)).toBe(false);
    expect(await seedDatabase(t.backend)).toBe(false);
    expect(await rows('select path from supabase_migrations.seed_files order by path')).toEqual(
      seedSqlPaths().map((path) => ({ path: relative(process.cwd(), path) })),
    );
    expect(seedSqlPaths()[0]).toBe(SEED_SQL_PATH);
  });

  it('changes nothing when seed.sql itself runs again', async () => {
    const before = await fingerprint();
    await t.backend.db.exec(readFileSync(SEED_SQL_PATH, 'utf8'));
    expect(await fingerprint()).toEqual(before);
  });

  it('creates the three demo staff accounts with their roles and the demo password', async () => {
    const staff = await rows<{ email: string; role: string; encrypted_password: string; provider: string }>(
      `select u.email, p.role, u.encrypted_password, i.provider
       from auth.users u join public.users p using (id) join auth.identities i on i.user_id = u.id
       where u.email_confirmed_at is not null and u.confirmation_token = '' and u.recovery_token = ''
       order by u.email`,
    );
    expect(staff.map(({ email, role, provider }) => [email, role, provider])).toEqual([
      ['admin@example.org', 'admin', 'email'],
      ['editor@example.org', 'editor', 'email'],
      ['pastoral@example.org', 'pastoral', 'email'],
    ]);
    for (const account of staff) {
      expect(bcrypt.compareSync('demo-password-123', account.encrypted_password)).toBe(true);
    }
  });

  it.each([
    [
      'published posts',
      'select count(*)::int as n from posts where is_published and published_at <= now()',
      13,
    ],
    ['draft posts', 'select count(*)::int as n from posts where not is_published', 2],
    ['scheduled posts', 'select count(*)::int as n from posts where published_at > now()', 1],
    ['videos', 'select count(*)::int as n from videos', 6],
    ['audios', 'select count(*)::int as n from audios', 6],
    [
      'episodes of the longest series',
      'select max(c)::int as n from (select count(*) c from audios where series_id is not null group by series_id) s',
      4,
    ],
    ['resources', 'select count(*)::int as n from resources', 8],
    ['unapproved testimonials', 'select count(*)::int as n from testimonials where not is_approved', 3],
    ['approved testimonials', 'select count(*)::int as n from testimonials where is_approved', 6],
    ['donation statuses', 'select count(distinct status)::int as n from donations', 3],
    ['donations', 'select count(*)::int as n from donations', 6],
  ])('has the expected number of %s', async (_, sql, expected) => {
    expect(await one(sql)).toBe(expected);
  });

  it.each(BLOG_SECTIONS.filter((section) => section.tag).map((section) => [section.slug, section.tag!]))(
    'gives the blog section /blog/%s published posts tagged %s',
    async (_, tag) => {
      const { rows: tagged } = await t.backend.db.query(
        'select 1 from posts where is_published and published_at <= now() and $1 = any(tags)',
        [tag],
      );
      expect(tagged.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('files resources under the library sections', async () => {
    const categories = await rows<{ category: string }>('select distinct category from resources order by 1');
    expect(categories.map((row) => row.category)).toEqual([
      'biblias',
      'devocionales',
      'guia',
      'libros',
      'ninos',
      'regalos',
    ]);
  });

  it('points every stored path at a real demo file of the stated size and URL', async () => {
    const resources = await rows<{ file_path: string; file_size: number; file_url: string }>(
      'select file_path, file_size, file_url from resources',
    );
    for (const resource of resources) {
      expect(statSync(`${SEED_FILES_DIR}resource_files/${resource.file_path}`).size).toBe(resource.file_size);
      expect(resource.file_url).toBe(`${STORAGE_URL}/object/public/resource_files/${resource.file_path}`);
    }
    const covers = await rows<{ url: string }>(
      `select featured_image_url as url from posts union select thumbnail_url from videos
       union select cover_art_url from audios`,
    );
    expect(covers.length).toBeGreaterThan(5);
    for (const { url } of covers) {
      expect(url).toMatch(`${STORAGE_URL}/object/public/illustrations/seed/`);
      expect(statSync(`${SEED_FILES_DIR}illustrations/${url.split('/illustrations/')[1]}`).isFile()).toBe(
        true,
      );
    }
    for (const { cv_path } of await rows<{ cv_path: string }>('select cv_path from job_applications')) {
      expect(statSync(`${SEED_FILES_DIR}applicant_cvs/${cv_path}`).isFile()).toBe(true);
    }
  });

  it('gives one approved testimonial a processed photo whose carousel thumbnail is a demo file', async () => {
    const photos = await rows<{ photo_url: string; is_approved: boolean }>(
      'select photo_url, is_approved from testimonials where photo_url is not null',
    );
    expect(photos).toEqual([{ photo_url: expect.any(String), is_approved: true }]);
    const prefix = `${STORAGE_URL}/object/public/testimonial_photos/`;
    for (const url of [photos[0]!.photo_url, testimonialThumbnail(photos[0]!.photo_url)!]) {
      expect(url.startsWith(prefix)).toBe(true);
      expect(statSync(`${SEED_FILES_DIR}testimonial_photos/${url.slice(prefix.length)}`).isFile()).toBe(true);
    }
    expect(testimonialThumbnail(photos[0]!.photo_url)).toMatch(/_thumb\.webp$/);
  });

  it('gives the conference a cover as staff-upload stores it, with the twin data-saver pages show', async () => {
    const covers = await rows<{ slug: string; image_url: string }>(
      'select slug, image_url from events where image_url is not null',
    );
    expect(covers.map((event) => event.slug)).toEqual(['conferencia-venga-tu-reino']);
    const prefix = `${STORAGE_URL}/object/public/blog_images/`;
    const twin = photoThumbnail(covers[0]!.image_url);
    expect(twin).toMatch(/_thumb\.webp$/);
    for (const url of [covers[0]!.image_url, twin!]) {
      expect(url.startsWith(prefix)).toBe(true);
      expect(statSync(`${SEED_FILES_DIR}blog_images/${url.slice(prefix.length)}`).isFile()).toBe(true);
    }
  });

  it.each([
    ['audios', 'audio_url', mp3Seconds],
    ['videos', 'video_url', mp4Seconds],
  ] as const)(
    'plays real %s served locally, recording their real durations',
    async (table, column, seconds) => {
      const media = await rows<{ url: string; duration_seconds: number }>(
        `select ${column} as url, duration_seconds from ${table}`,
      );
      expect(media).toHaveLength(6);
      for (const { url, duration_seconds } of media) {
        expect(duration_seconds).toBe(Math.round(seconds(mediaFile(url))));
      }
    },
  );
});
