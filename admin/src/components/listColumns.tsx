import type { ReactNode } from 'react';
import { longDate } from '../lib/dates.ts';
import type { ListColumn } from './ListScreen.tsx';

/** A date in es-ES long form (Recibida, Creado, Alta…), kept on one line. */
export function dateColumn<Row>(header: string, value: (row: Row) => string | null): ListColumn<Row> {
  return { header, cell: (row) => longDate(value(row)), className: 'whitespace-nowrap' };
}

/** Who sent a row (Persona, Donante): the name in bold, then contact lines (blank ones dropped). */
export function personColumn<Row>(header: string, lines: (row: Row) => ReactNode[]): ListColumn<Row> {
  return {
    header,
    cell: (row) => {
      const [name, ...details] = lines(row).filter((line) => line !== null && line !== '');
      return (
        <>
          <p className="font-semibold">{name}</p>
          {details.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's contact lines are fixed in number and order.
            <p key={index} className="text-ink-700">
              {line}
            </p>
          ))}
        </>
      );
    },
  };
}

/** A row with a public page of its own (Título, Nombre): the name in bold, the page's address under it. */
export function pageColumn<Row>(
  header: string,
  name: (row: Row) => string,
  path: (row: Row) => string,
): ListColumn<Row> {
  return {
    header,
    cell: (row) => (
      <>
        <p className="font-semibold">{name(row)}</p>
        <p className="break-all text-ink-700">{path(row)}</p>
      </>
    ),
  };
}

/** The status filter's options, value → label, in order ('all' first). */
function filterOptions(labels: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The words of a list with a status filter, read from its resource's catalog part by key. */
export function filteredListWords(copy: {
  name: string;
  errors: { loadList: string };
  actions: { search: string };
  filters: Record<string, string>;
}) {
  return {
    title: copy.name,
    loadError: copy.errors.loadList,
    searchLabel: copy.actions.search,
    statuses: filterOptions(copy.filters),
  };
}
