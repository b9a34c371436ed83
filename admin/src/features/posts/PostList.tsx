import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { ListToolbar, publishedStatusOptions } from '../../components/ListToolbar.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePost, listPosts, type PostListRow } from './api.ts';

const copy = adminMessages.posts;

function authorEmail(row: PostListRow): string {
  return row.users?.email ?? adminMessages.common.notAvailable;
}

/** 'Gestión de Blogs': server-side pages of 25, search on title or slug, status filter. */
export function PostList() {
  const toast = useToast();
  const list = usePagedList(listPosts);
  const [pendingDelete, setPendingDelete] = useState<PostListRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deletePost(pendingDelete.id);
      toast.success(copy.deleted);
      list.reload();
    } catch (error) {
      toast.error(copy.deleteError, errorMessage(error));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <Link to="/blogs/new" className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          Nuevo post
        </Link>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por título o slug"
        statusOptions={publishedStatusOptions}
        onChange={list.update}
      />
      {list.error ? (
        <ErrorPanel title={copy.loadListError} error={list.error} />
      ) : list.loading ? (
        <Spinner label={adminMessages.common.loading} />
      ) : list.rows.length === 0 ? (
        <p className="card mt-4 text-center">{adminMessages.common.empty}</p>
      ) : (
        <>
          <div className="relative mt-4 overflow-x-auto rounded-lg border border-cream-300 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-cream-200">
                <tr>
                  <th scope="col" className="p-3">
                    Título
                  </th>
                  <th scope="col" className="p-3">
                    Estado
                  </th>
                  <th scope="col" className="p-3">
                    Autor
                  </th>
                  <th scope="col" className="p-3">
                    Creado
                  </th>
                  <th scope="col" className="p-3">
                    <span className="sr-only">Acciones</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id} className="border-t border-cream-300">
                    <td className="min-w-44 p-3">
                      <p className="font-semibold">{row.title}</p>
                      <p className="text-ink-700">/{row.slug}</p>
                    </td>
                    <td className="p-3">
                      <PublishedBadge published={row.is_published} />
                    </td>
                    <td className="p-3">{authorEmail(row)}</td>
                    <td className="p-3 whitespace-nowrap">{longDate(row.created_at)}</td>
                    <td className="p-3">
                      <div className="flex justify-end gap-2">
                        <Link
                          to={`/blogs/edit/${row.id}`}
                          className="btn-secondary"
                          aria-label={`Editar ${row.title}`}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </Link>
                        <button
                          type="button"
                          className="btn-secondary text-clay-700"
                          aria-label={`Eliminar ${row.title}`}
                          onClick={() => setPendingDelete(row)}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={list.params.page} total={list.total} onPage={(page) => list.update({ page })} />
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete ? `¿Eliminar «${pendingDelete.title}»?` : undefined}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
