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
import { deleteVideo, listVideos, type VideoListRow } from './api.ts';

const copy = adminMessages.videos;

/** 'Gestión de Videos': server-side pages, search on title or URL, status filter, delete confirm. */
export function VideoList() {
  const list = usePagedList(listVideos);
  const remove = useConfirmDelete<VideoListRow>({
    remove: (row) => deleteVideo(row.id),
    label: (row) => row.title,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <Link to="/videos/new" className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          Nuevo video
        </Link>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por título o URL"
        statusOptions={publishedStatusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={(row) => row.title}
          editPath={(row) => `/videos/edit/${row.id}`}
          onDelete={remove.ask}
          columns={[
            {
              header: 'Título',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.title}</p>
                  <p className="break-all text-ink-700">{row.video_url}</p>
                </>
              ),
            },
            { header: 'Estado', cell: (row) => <PublishedBadge published={row.is_published} /> },
            { header: 'Autor', cell: (row) => row.users?.email ?? adminMessages.common.notAvailable },
            { header: 'Creado', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
