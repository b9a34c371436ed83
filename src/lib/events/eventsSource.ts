import { PUBLIC_EVENT_COLUMNS } from '#core/events/publicEvent.ts';
import { tableSource } from '../content/tableSource.ts';

/** Published events (RLS hides drafts from the anon key; the filters repeat it), soonest first. */
export const eventsSource = tableSource({
  label: 'eventos',
  table: 'events',
  columns: PUBLIC_EVENT_COLUMNS,
  shownWhen: 'is_published',
  publishedByBuild: true,
  order: ['starts_at', true],
});
