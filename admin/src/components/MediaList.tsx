import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { longDate } from '../lib/dates.ts';
import { adminMessages } from '../lib/messages.ts';
import { useConfirmDelete } from '../lib/useConfirmDelete.tsx';
import { type ListParams, usePagedList } from '../lib/usePagedList.ts';
import { DataTable } from './DataTable.tsx';
import { ListBody } from './ListBody.tsx';
import { ListToolbar, publishedStatusOptions } from './ListToolbar.tsx';
import { PublishedBadge } from './StatusBadge.tsx';

export interface MediaListRow {
  id: string;
  title: string;
  is_published: boolean;
  created_at: string;
  users: { email: string | null } | null;
}

export interface MediaListConfig<Row extends MediaListRow> {
  /** '/videos' or '/audios': the list, `/new` and `/edit/:id` routes hang from it. */
  basePath: string;
  copy: { listTitle: string; loadListError: string; deleted: string; deleteError: string };
  newLabel: string;
  searchLabel: string;
  /** Header of the person column (author of a video, speaker of an audio). */
  personHeader: string;
  load(params: ListParams): Promise<{ rows: Row[]; total: number }>;
  remove(id: string): Promise<void>;
  /** What the title cell shows under the title: the media URL and any per-type detail. */
  details(row: Row): ReactNode;
}

/** 'Gestión de Videos' and 'Gestión de Audios': server-side pages, search, status filter, delete confirm. */
export function MediaList<Row extends MediaListRow>({ config }: { config: MediaListConfig<Row> }) {
  const { copy } = config;
  const list = usePagedList(config.load);
  const remove = useConfirmDelete<Row>({
    remove: (row) => config.remove(row.id),
    label: (row) => row.title,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <Link to={`${config.basePath}/new`} className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          {config.newLabel}
        </Link>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel={config.searchLabel}
        statusOptions={publishedStatusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={(row) => row.title}
          editPath={(row) => `${config.basePath}/edit/${row.id}`}
          onDelete={remove.ask}
          columns={[
            {
              header: 'Título',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.title}</p>
                  {config.details(row)}
                </>
              ),
            },
            { header: 'Estado', cell: (row) => <PublishedBadge published={row.is_published} /> },
            {
              header: config.personHeader,
              cell: (row) => row.users?.email ?? adminMessages.common.notAvailable,
            },
            { header: 'Creado', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
