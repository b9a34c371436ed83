import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../backend/db/seed.ts';
import {
  audiosSource,
  postsSource,
  resourcesSource,
  seriesSource,
  speakersSource,
  testimonialsSource,
  videosSource,
} from '../../src/lib/content/contentSources.ts';
import { fetchAllRows } from '../../src/lib/content/fetchAllRows.ts';
import type { Row, TableSource } from '../../src/lib/content/tableLoader.ts';
import { eventsSource } from '../../src/lib/events/eventsSource.ts';
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
    ['posts', postsSource, 'posts', published, 'created_at', false],
    ['videos', videosSource, 'videos', published, 'created_at', false],
    ['audios', audiosSource, 'audios', published, 'created_at', false],
    ['resources', resourcesSource, 'resources', published, 'created_at', false],
    ['events', eventsSource, 'events', published, 'starts_at', true],
    ['series', seriesSource, 'series', byFlag('is_published'), 'created_at', true],
    ['speakers', speakersSource, 'speakers', everyRow, 'name', true],
    ['testimonials', testimonialsSource, 'testimonials', byFlag('is_approved'), 'created_at', false],
  ])('%s', async (_name, source, table, shown, column, ascending) => {
    const service = test.client('service_role');
    const { data: all, error } = await service.from(table as 'posts').select('*');
    expect(error).toBeNull();
    const expected = sorted((all as unknown as Row[]).filter(shown), column, ascending);
    const read = await fetchAllRows((from, to) => source.fetchPage(service, from, to));
    expect(read.map((row) => row.id)).toEqual(expected);
  });

  it('leaves out at least one row the seed keeps from visitors', async () => {
    const service = test.client('service_role');
    const { count } = await service.from('audios').select('id', { count: 'exact', head: true });
    const read = await fetchAllRows((from, to) => audiosSource.fetchPage(service, from, to));
    expect(read.length).toBeLessThan(count ?? 0);
  });
});
