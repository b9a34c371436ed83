import { type LucideIcon, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '#core/supabaseError.ts';
import { useToast } from '../lib/toast.tsx';
import { type RemoveAction, useConfirmDelete } from '../lib/useConfirmDelete.tsx';
import type { ListParams, PagedList } from '../lib/usePagedList.ts';
import { DataTable } from './DataTable.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ListBody } from './ListBody.tsx';
import { type ListFilter, ListToolbar } from './ListToolbar.tsx';

/** Runs a change to one row: on success the `done` toast (with `detail`) and the page again; else `failed`. */
export type RowUpdate = (
  work: () => Promise<unknown>,
  messages: { done?: string; detail?: string; failed: string },
) => Promise<void>;

export interface ListColumn<Row> {
  header: string;
  /** `update` is for controls inside the cell (a status select) that change the row. */
  cell(row: Row, update: RowUpdate): ReactNode;
  className?: string;
  /** A whole line of the card on phones: 'line' (a long value) or 'text' (free text; see DataTable). */
  wide?: 'line' | 'text';
}

/** A button in a row, named to screen readers with the row's label ("Aprobar testimonio de Ana"). */
export interface RowAction<Row> {
  text: string;
  icon: LucideIcon;
  tone?: 'primary' | 'secondary';
  /** Whether the row offers it (Aprobar only while pending); always when omitted. */
  shows?(row: Row): boolean;
  run(row: Row): Promise<unknown>;
  /** The success toast of a change, after which the page reloads; a view (opening a CV) has none. */
  done?: string;
  failed: string;
}

/**
 * One feature's list or inbox, as data: what the screen says, how rows are searched and filtered
 * (?q=, ?status=), the columns, and what can be done to a row. ListScreen renders every list from one.
 */
export interface ListDescription<Row extends { id: string }> {
  title: string;
  /** A section heading between the title and the search box. */
  heading?: string;
  loadError: string;
  searchLabel: string;
  statuses?: readonly { value: string; label: string }[];
  /** Selects of the list's own (?series=…), each applied by the list's query. */
  filters?: readonly ListFilter[];
  /** The filter's name when it is not a status (Fondo). */
  statusLabel?: string;
  columns: readonly ListColumn<Row>[];
  rowLabel(row: Row): string;
  /** The button beside the title: a route (/blogs/new) or a handler that opens a dialog. */
  create?: { label: string; icon?: LucideIcon; to?: string; onClick?(): void };
  editPath?(row: Row): string;
  onEdit?(row: Row): void;
  actions?: readonly RowAction<Row>[];
  remove?: RemoveAction<Row>;
  /** 'Exportar CSV' of every row the search and filters show (`params`), not only the page. */
  csv?: { fileName: string; build(params: ListParams): Promise<string>; failed: string };
}

/** Title, search and filter, the table with its row actions and pager, delete confirmation, errors. */
export function ListScreen<Row extends { id: string }>({
  list,
  description: d,
  children,
}: {
  list: PagedList<Row>;
  description: ListDescription<Row>;
  /** Dialogs the screen opens (add or edit a row). */
  children?: ReactNode;
}) {
  const toast = useToast();
  const remove = useConfirmDelete(d.remove, d.rowLabel, list.reload);
  const update: RowUpdate = async (work, { done, detail, failed }) => {
    try {
      await work();
      if (!done) return;
      toast.success(done, detail);
      list.reload();
    } catch (error) {
      toast.error(failed, errorDetail(error));
    }
  };
  const rowButtons = (actions: readonly RowAction<Row>[], row: Row) =>
    actions
      .filter((action) => action.shows?.(row) ?? true)
      .map((action) => (
        <button
          key={action.text}
          type="button"
          className={`whitespace-nowrap ${action.tone === 'secondary' ? 'btn-secondary' : 'btn-primary'}`}
          onClick={() => update(() => action.run(row), action)}
        >
          <action.icon className="size-4" aria-hidden="true" />
          {action.text} <span className="sr-only">{d.rowLabel(row)}</span>
        </button>
      ));
  const CreateIcon = d.create?.icon ?? Plus;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{d.title}</h1>
        {d.csv && (
          <ExportCsvButton
            fileName={d.csv.fileName}
            failed={d.csv.failed}
            build={() => d.csv!.build(list.params)}
          />
        )}
        {d.create?.to && (
          <Link to={d.create.to} className="btn-primary">
            <CreateIcon className="size-4" aria-hidden="true" />
            {d.create.label}
          </Link>
        )}
        {d.create?.onClick && (
          <button type="button" className="btn-primary" onClick={d.create.onClick}>
            <CreateIcon className="size-4" aria-hidden="true" />
            {d.create.label}
          </button>
        )}
      </div>
      {d.heading && <h2 className="mt-6 text-xl font-bold">{d.heading}</h2>}
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel={d.searchLabel}
        statusOptions={d.statuses}
        filters={d.filters}
        filterValues={list.params.filters}
        statusLabel={d.statusLabel}
        onChange={list.update}
      />
      <ListBody errorTitle={d.loadError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={d.rowLabel}
          editPath={d.editPath}
          onEdit={d.onEdit}
          onDelete={d.remove && remove.ask}
          actions={d.actions && ((row: Row) => rowButtons(d.actions ?? [], row))}
          columns={d.columns.map((column) => ({ ...column, cell: (row: Row) => column.cell(row, update) }))}
        />
      </ListBody>
      {remove.dialog}
      {children}
    </section>
  );
}
