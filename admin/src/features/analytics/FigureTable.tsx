import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  /** The row's header cell: a day, a page, a teaching… */
  label: ReactNode;
  /** The figures, already formatted, right-aligned. */
  figures: string[];
}

/**
 * The table a chart repeats for screen readers and anyone who wants the numbers: a caption, one text
 * column (row headers) and figure columns.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  stickyHead = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly FigureRow[];
  stickyHead?: boolean;
}) {
  const [first, ...figures] = columns;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={`bg-cream-200 ${stickyHead ? 'sticky top-0' : ''}`}>
        <tr>
          <th scope="col" className="p-2">
            {first}
          </th>
          {figures.map((column) => (
            <th key={column} scope="col" className="p-2 text-right">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-cream-300 align-top">
            <th scope="row" className="p-2 font-normal break-words [overflow-wrap:anywhere]">
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a figure is its column.
              <td key={index} className="p-2 text-right tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
