import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * For a column of free text (a message, a testimonial): on phones the table scrolls sideways, and
 * without a minimum width such a column shrinks to a word per line and rows grow a screen tall.
 */
export const READABLE_TEXT = 'min-w-64';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
}

interface Props<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowLabel(row: Row): string;
  editPath?(row: Row): string;
  onEdit?(row: Row): void;
  onDelete?(row: Row): void;
  actions?(row: Row): ReactNode;
}

/** The lists' table: a caption-less grid with per-row edit/delete actions named after the row. */
export function DataTable<Row extends { id: string }>(props: Props<Row>) {
  const { rows, columns, rowLabel, editPath, onEdit, onDelete, actions } = props;
  const hasActions = Boolean(editPath || onEdit || onDelete || actions);
  // relative: screen-reader-only labels inside cells are absolutely positioned and would otherwise escape
  // the scroll box and widen the whole page on phones.
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-cream-300 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-cream-200">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="p-3">
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th scope="col" className="p-3">
                <span className="sr-only">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-cream-300 align-top">
              {columns.map((column) => (
                <td key={column.header} className={`p-3 first:min-w-44 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {hasActions && (
                <td className="p-3">
                  <div className="flex flex-wrap justify-end gap-2">
                    {actions?.(row)}
                    {editPath && (
                      <Link
                        to={editPath(row)}
                        className="btn-secondary"
                        aria-label={`Editar ${rowLabel(row)}`}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Link>
                    )}
                    {onEdit && (
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`Editar ${rowLabel(row)}`}
                        onClick={() => onEdit(row)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="btn-secondary text-clay-700"
                        aria-label={`Eliminar ${rowLabel(row)}`}
                        onClick={() => onDelete(row)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
