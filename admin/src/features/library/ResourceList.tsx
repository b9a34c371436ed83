import { formatFileSize } from '#core/fileSize.ts';
import { errorCode } from '#core/supabaseError.ts';
import { contentList } from '../../components/contentList.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteResource, listResources, type ResourceListRow, STORAGE_DELETE_FAILED } from './api.ts';

const copy = adminMessages.resources.library;

const resources = contentList<ResourceListRow>({
  basePath: '/library',
  copy,
  // The file goes first; when Storage refuses, the row stays and the toast says which step failed.
  remove: deleteResource,
  failedTitle: (error) =>
    errorCode(error) === STORAGE_DELETE_FAILED ? copy.errors.storageDelete : undefined,
  details: (row) => <p className="text-ink-700">{row.category ?? adminMessages.common.notAvailable}</p>,
  extra: [
    { header: copy.fields.file, cell: (row) => `${row.file_type ?? '—'} · ${formatFileSize(row.file_size)}` },
  ],
});

/** 'Biblioteca': resources with their file type and size; deleting removes the file first. */
export function ResourceList() {
  const list = usePagedList(listResources);
  return <ListScreen list={list} description={resources} />;
}
