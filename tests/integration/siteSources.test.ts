import { seedDatabase } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageReadError, readAllPages } from '#core/readAllPages.ts';
import { siteAreaSource } from '../../src/lib/content/siteAreas.ts';
import { sources } from '../../src/lib/content/sources.ts';
import type { Row, TableSource } from '../../src/lib/content/tableLoader.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The build's sources filter explicitly as well as through RLS: read with the service key (which RLS lets
// see everything), each must still show exactly the visible rows of its table, in its order.
let test: TestBackend;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
});
afterAll(() => test.close());

type Shown = (row: Record<string, unknown>) => boolean;
const published: Shown = (row) =>
  row.is_published === true &&
  typeof row.published_at === 'string' &&
  Date.parse(row.published_at) <= Date.now();
const byFlag =
  (flag: string): Shown =>
  (row) =>
    row[flag] === true;
const everyRow: Shown = () => true;

function sorted(rows: Row[], column: string, ascending: boolean): string[] {
  const key = (row: Row) => (column === 'name' ? String(row[column]) : Date.parse(String(row[column])));
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const byColumn = x < y ? -1 : x > y ? 1 : 0;
      return (ascending ? byColumn : -byColumn) || a.id.localeCompare(b.id);
    })
    .map((row) => row.id);
}

describe('the build reads only what visitors may see', () => {
  it.each<[string, TableSource, string, Shown, string, boolean]>([
    ['posts', sources.posts, 'posts', published, 'created_at', false],
    ['videos', sources.videos, 'videos', published, 'created_at', false],
    ['audios', sources.audios, 'audios', published, 'created_at', false],
    ['resources', sources.resources, 'resources', published, 'created_at', false],
    ['events', sources.events, 'events', published, 'starts_at', true],
    ['series', sources.series, 'series', byFlag('is_published'), 'created_at', true],
    ['speakers', sources.speakers, 'speakers', everyRow, 'name', true],
    ['testimonials', sources.testimonials, 'testimonials', byFlag('is_approved'), 'created_at', false],
    ['signup lists', sources.signupLists, 'signup_lists', byFlag('is_open'), 'created_at', true],
  ])('%s', async (_name, source, table, shown, column, ascending) => {
    const service = test.client('service_role');
    const { data: all, error } = await service.from(table as 'posts').select('*');
    expect(error).toBeNull();
    const expected = sorted((all as unknown as Row[]).filter(shown), column, ascending);
    const read = await readAllPages(({ from, to }) => source.fetchPage(service, from, to));
    expect(read.map((row) => row.id)).toEqual(expected);
  });

  it('leaves out at least one row the seed keeps from visitors', async () => {
    const service = test.client('service_role');
    const { count } = await service.from('audios').select('id', { count: 'exact', head: true });
    const read = await readAllPages(({ from, to }) => sources.audios.fetchPage(service, from, to));
    expect(read.length).toBeLessThan(count ?? 0);
  });
});

describe('the site content areas', () => {
  const read = (source: TableSource, role: 'anon' | 'service_role') =>
    readAllPages(({ from, to }) => source.fetchPage(test.client(role), from, to));

  it('reads each published area keyed by its name; drafts only with the server key of a preview build', async () => {
    const sql = (text: string) => test.backend.db.query(text);
    await sql(
      `insert into public.site_content (area, content, version) values ('home', '{"a": 1}', 2), ('about', '{}', 1)`,
    );
    await sql(
      `insert into public.site_content_drafts (area, content, version) values ('home', '{"a": 2}', 3)`,
    );
    expect(await read(sources.siteContent, 'anon')).toEqual([
      { id: 'about', area: 'about', content: {}, version: 1 },
      { id: 'home', area: 'home', content: { a: 1 }, version: 2 },
    ]);
    // This test's environment is not a preview: the source reads nothing, whatever the key.
    expect(await read(sources.siteContentDrafts, 'service_role')).toEqual([]);
    const drafts = siteAreaSource('borradores', 'site_content_drafts');
    // Visitors' key may not read drafts at all.
    await expect(read(drafts, 'anon')).rejects.toMatchObject({ code: '42501' });
    expect(await read(drafts, 'service_role')).toEqual([
      { id: 'home', area: 'home', content: { a: 2 }, version: 3 },
    ]);
  });
});

describe("a page that fails keeps PostgREST's error whole", () => {
  it.each([
    ['a table visitors may not read', 'subscribers', 'id'],
    ['a column that does not exist', 'posts', 'id, no_such_column'],
  ])('%s', async (_name, table, columns) => {
    const anon = test.client('anon');
    const select = () => anon.from(table as 'posts').select(columns);
    const { error: direct } = await select().range(0, 0);
    expect(direct?.code).toMatch(/^[0-9A-Z]{5}$/);
    const failure = await readAllPages(({ from, to }) => select().order('id').range(from, to)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PageReadError);
    expect(failure).toMatchObject({
      code: direct?.code,
      message: direct?.message,
      details: direct?.details ?? null,
      hint: direct?.hint ?? null,
    });
  });
});
