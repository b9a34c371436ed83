import { subscriberOrigin } from '#core/newsletter/subscriberOrigin.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Subscriber } from './api.ts';

const HEADER = ['email', 'nombre', 'país', 'quiere reflexiones', 'origen', 'activo', 'fecha de alta'];

/** Subscribers as CSV, every cell escaped against formula injection (lib/csv.ts). */
export function subscriberCsv(rows: readonly Subscriber[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.email,
      row.name,
      row.country,
      row.wants_reflections ? 'sí' : 'no',
      subscriberOrigin(row.subscribed_via),
      row.is_active ? 'sí' : 'no',
      row.created_at,
    ]),
  );
}
