import type { EventFields } from '#core/schemas/event.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, getById, publishedStatuses, saveById } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { EventRow } from './eventForm.ts';

const LIST_COLUMNS =
  'id, title, slug, location_name, online_url, starts_at, ends_at, time_zone, recurrence_rule, recurrence_exceptions, is_published, created_at';

export function listEvents(params: ListParams) {
  return fetchPage(supabase.from('events').select(LIST_COLUMNS, { count: 'exact' }), params, {
    search: ['title', 'location_name'],
    statuses: publishedStatuses,
  });
}

export type EventListRow = Awaited<ReturnType<typeof listEvents>>['rows'][number];

export const getEvent = (id: string): Promise<EventRow> => getById('events', id);

export const saveEvent = (id: string | undefined, fields: EventFields & { published_at: string | null }) =>
  saveById('events', id, fields);

export const deleteEvent = (row: { id: string }) => deleteById('events', row.id);
