import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatFileSize } from '#core/fileSize.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar, publishedStatusOptions } from '../../components/ListToolbar.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorCode } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteResource, listResources, type ResourceListRow, STORAGE_DELETE_FAILED } from './api.ts';

const copy = adminMessages.resources;

/** 'Biblioteca': resources with their file type and size; deleting removes the file first. */
export function ResourceList() {
  const list = usePagedList(listResources);
  const remove = useConfirmDelete<ResourceListRow>({
    remove: deleteResource,
    label: (row) => row.title,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    errorTitle: (error) => (errorCode(error) === STORAGE_DELETE_FAILED ? copy.storageDeleteError : undefined),
    onDeleted: list.reload,
  });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <Link to="/library/new" className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          Nuevo recurso
        </Link>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por título o categoría"
        statusOptions={publishedStatusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={(row) => row.title}
          editPath={(row) => `/library/edit/${row.id}`}
          onDelete={remove.ask}
          columns={[
            {
              header: 'Título',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.title}</p>
                  <p className="text-ink-700">{row.category ?? adminMessages.common.notAvailable}</p>
                </>
              ),
            },
            {
              header: 'Archivo',
              cell: (row) => `${row.file_type ?? '—'} · ${formatFileSize(row.file_size)}`,
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
