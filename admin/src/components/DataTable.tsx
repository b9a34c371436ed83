import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../lib/messages.ts';

const copy = adminMessages.common;

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
  /**
   * A whole line of the card on phones instead of half of one: 'line' for a long value (a payment id),
   * 'text' for free text (a message), which also keeps a minimum width in the table so it does not shrink
   * to a word per line.
   */
  wide?: 'line' | 'text';
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

// Below 1024 px (no side menu) a wide table would scroll sideways with its buttons off screen, so each row
// turns into a card: the first column on top, the others two to a line under their header, the buttons last.
// Changing the display of table parts makes some browsers forget they are a table, so the roles are stated:
// rows stay rows and cells stay cells for screen readers and for anyone finding a row by its role.
const CARD_ROW = 'max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-3';
// A long unbroken value (an email, a pasted formula) may break anywhere, so it never pushes a column out.
const CARD_CELL = 'lg:p-3 max-lg:min-w-0 max-lg:whitespace-normal wrap-anywhere';
const WIDE = { half: '', line: 'max-lg:col-span-2', text: 'max-lg:col-span-2 lg:min-w-64' };
// From 1024 px a list with many columns may still scroll sideways: its buttons then stay pinned at the right.
const ACTIONS = 'max-lg:col-span-2 lg:sticky lg:right-0 lg:border-l lg:border-cream-300';

/** The header a card shows above a cell's value; screen readers take it from the column header instead. */
function CardLabel({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold text-ink-700 lg:hidden">
      {text}
    </span>
  );
}

/** A row's icon button, named after the row since the icon says nothing to a screen reader. */
function RowButton(props: { label: string; className?: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={props.className ? `btn-secondary ${props.className}` : 'btn-secondary'}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The lists' table (a card per row on phones and tablets) with per-row actions named after the row. */
export function DataTable<Row extends { id: string }>(props: Props<Row>) {
  const { rows, columns, rowLabel, editPath, onEdit, onDelete, actions } = props;
  const hasActions = Boolean(editPath || onEdit || onDelete || actions);
  const [first, ...others] = columns;
  // relative: screen-reader-only labels inside cells are absolutely positioned and would otherwise escape
  // the scroll box and widen the whole page on phones.
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-cream-300 bg-white">
      {/* biome-ignore-start lint/a11y/noRedundantRoles: kept through the cards' display change (see above). */}
      <table role="table" className="w-full text-left text-sm max-lg:block">
        <thead role="rowgroup" className="bg-cream-200 max-lg:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className="p-3">
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th role="columnheader" scope="col" className={`p-3 ${ACTIONS} lg:bg-cream-200`}>
                <span className="sr-only">{copy.fields.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-lg:block">
          {rows.map((row) => (
            <tr key={row.id} role="row" className={`border-t border-cream-300 align-top ${CARD_ROW}`}>
              {first && (
                <td
                  role="cell"
                  className={`${CARD_CELL} max-lg:col-span-2 lg:min-w-44 ${first.className ?? ''}`}
                >
                  {first.cell(row)}
                </td>
              )}
              {others.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={`${CARD_CELL} ${WIDE[column.wide ?? 'half']} ${column.className ?? ''}`}
                >
                  <CardLabel text={column.header} />
                  {column.cell(row)}
                </td>
              ))}
              {hasActions && (
                <td role="cell" className={`${CARD_CELL} ${ACTIONS} lg:bg-white`}>
                  <div className="flex flex-wrap gap-2 lg:justify-end">
                    {actions?.(row)}
                    {editPath && (
                      <Link
                        to={editPath(row)}
                        className="btn-secondary"
                        aria-label={copy.actions.editRow(rowLabel(row))}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Link>
                    )}
                    {onEdit && (
                      <RowButton label={copy.actions.editRow(rowLabel(row))} onClick={() => onEdit(row)}>
                        <Pencil className="size-4" aria-hidden="true" />
                      </RowButton>
                    )}
                    {onDelete && (
                      <RowButton
                        label={copy.actions.deleteRow(rowLabel(row))}
                        className="text-clay-700"
                        onClick={() => onDelete(row)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </RowButton>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: end of the table. */}
    </div>
  );
}
