import { longDate } from '../lib/dates.ts';
import type { ListColumn } from './ListScreen.tsx';

/** A date in es-ES long form (Recibida, Creado, Alta…), kept on one line. */
export function dateColumn<Row>(header: string, value: (row: Row) => string | null): ListColumn<Row> {
  return { header, cell: (row) => longDate(value(row)), className: 'whitespace-nowrap' };
}
