import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '../../../../core/admin/messages.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar, publishedStatusOptions } from '../../components/ListToolbar.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { longDate } from '../../lib/dates.ts';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { type AudioListRow, deleteAudio, listAudios } from './api.ts';

const copy = adminMessages.audios;

/** 'Gestión de Audios': server-side pages, search on title or URL, status filter, delete confirm. */
export function AudioList() {
  const list = usePagedList(listAudios);
  const remove = useConfirmDelete<AudioListRow>({
    remove: (row) => deleteAudio(row.id),
    label: (row) => row.title,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <Link to="/audios/new" className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          Nuevo audio
        </Link>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por título, URL o serie"
        statusOptions={publishedStatusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={(row) => row.title}
          editPath={(row) => `/audios/edit/${row.id}`}
          onDelete={remove.ask}
          columns={[
            {
              header: 'Título',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.title}</p>
                  <p className="break-all text-ink-700">{row.audio_url}</p>
                  {row.series && <p className="text-ink-700">Serie: {row.series}</p>}
                </>
              ),
            },
            { header: 'Estado', cell: (row) => <PublishedBadge published={row.is_published} /> },
            { header: 'Predicador', cell: (row) => row.users?.email ?? adminMessages.common.notAvailable },
            { header: 'Creado', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
