import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useRecord } from '../../lib/useRecord.ts';
import { getPost } from './api.ts';
import { PostForm } from './PostForm.tsx';
import { emptyPostForm, formFromPost } from './postEditor.utils.ts';

const copy = adminMessages.posts;

/** /blogs/new and /blogs/edit/:postId: loading, not-found, or the form (spec §4 Post). */
export function PostEditor() {
  const { postId } = useParams();
  const record = useRecord(postId, getPost);
  if (record.kind === 'new') return <PostForm key="new" initial={emptyPostForm} />;
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound') {
    return (
      <section className="mx-auto mt-12 max-w-lg text-center">
        <h1 className="text-2xl font-bold">{copy.notFoundTitle}</h1>
        <p className="mt-2 break-words text-ink-700">{copy.notFoundDescription(postId ?? '')}</p>
        <Link to="/blogs" className="btn-primary mt-6">
          Volver a Gestión de Blogs
        </Link>
      </section>
    );
  }
  if (record.kind === 'error') {
    return (
      <ErrorPanel title={copy.loadError} error={record.error}>
        <Link to="/blogs" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  return <PostForm key={record.row.id} postId={record.row.id} initial={formFromPost(record.row)} />;
}
