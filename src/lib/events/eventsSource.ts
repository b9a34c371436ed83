import { PUBLIC_EVENT_COLUMNS } from '#core/events/publicEvent.ts';
import type { PageResult } from '../content/fetchAllRows.ts';
import type { Row, TableSource } from '../content/tableLoader.ts';

// One instant for the build, as the other sources: what "already published" means.
const buildTime = new Date().toISOString();

/** Published events (RLS hides drafts from the anon key; the filters repeat it), in a stable order. */
export const eventsSource: TableSource = {
  label: 'eventos',
  fetchPage: (client, from, to) =>
    client
      .from('events')
      .select(PUBLIC_EVENT_COLUMNS)
      .eq('is_published', true)
      .lte('published_at', buildTime)
      .order('starts_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to) as unknown as PromiseLike<PageResult<Row>>,
};
