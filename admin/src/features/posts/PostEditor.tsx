import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Tables } from '#core/database.types.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorCode } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { getPost } from './api.ts';
import { PostForm } from './PostForm.tsx';
import { emptyPostForm, formFromPost } from './postEditor.utils.ts';

const copy = adminMessages.posts;
// PGRST116: no row for .single(); 22P02: the id is not even a uuid. Both mean "no such post".
const NOT_FOUND_CODES = new Set(['PGRST116', '22P02']);

type LoadState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; post: Tables<'posts'> };

/** /blogs/new and /blogs/edit/:postId: loading, not-found, or the form (spec §4 Post). */
export function PostEditor() {
  const { postId } = useParams();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    if (!postId) return;
    let current = true;
    setState({ kind: 'loading' });
    getPost(postId).then(
      (post) => current && setState({ kind: 'ready', post }),
      (error: unknown) =>
        current &&
        setState(
          NOT_FOUND_CODES.has(errorCode(error) ?? '') ? { kind: 'notFound' } : { kind: 'error', error },
        ),
    );
    return () => {
      current = false;
    };
  }, [postId]);

  if (!postId) return <PostForm key="new" initial={emptyPostForm} />;
  if (state.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (state.kind === 'notFound') {
    return (
      <section className="mx-auto mt-12 max-w-lg text-center">
        <h1 className="text-2xl font-bold">{copy.notFoundTitle}</h1>
        <p className="mt-2 break-words text-ink-700">{copy.notFoundDescription(postId)}</p>
        <Link to="/blogs" className="btn-primary mt-6">
          Volver a Gestión de Blogs
        </Link>
      </section>
    );
  }
  if (state.kind === 'error') {
    return (
      <ErrorPanel title={copy.loadError} error={state.error}>
        <Link to="/blogs" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  return <PostForm key={state.post.id} postId={state.post.id} initial={formFromPost(state.post)} />;
}
