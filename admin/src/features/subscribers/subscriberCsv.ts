import { toCsv } from '#core/csv.ts';
import { subscriberOrigin } from '#core/newsletter/subscriberOrigin.ts';
import { adminMessages } from '../../lib/messages.ts';
import type { Subscriber } from './api.ts';

const { header, yes, no } = adminMessages.resources.subscribers.csv;

/** Subscribers as CSV, every cell escaped against formula injection (core/csv.ts). */
export function subscriberCsv(rows: readonly Subscriber[]): string {
  return toCsv(
    header,
    rows.map((row) => [
      row.email,
      row.name,
      row.country,
      row.wants_reflections ? yes : no,
      subscriberOrigin(row.subscribed_via),
      row.is_active ? yes : no,
      row.created_at,
    ]),
  );
}
