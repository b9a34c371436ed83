import { Link, useParams } from 'react-router';
import { RecordEditor } from '../../components/RecordEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { emptyLinks, linksFromRow } from '../teachings/teachingLinks.ts';
import { getPost } from './api.ts';
import { PostForm } from './PostForm.tsx';
import { emptyPostForm, formFromPost } from './postEditor.utils.ts';

const copy = adminMessages.resources.posts;

/** /blogs/new and /blogs/edit/:postId: loading, not-found, or the form (docs/spec.md §4 Post). */
export function PostEditor() {
  const { postId } = useParams();
  return (
    <RecordEditor
      id={postId}
      load={getPost}
      copy={copy}
      listPath="/blogs"
      notFoundView={
        <section className="mx-auto mt-12 max-w-lg text-center">
          <h1 className="text-2xl font-bold">{copy.errors.notFound}</h1>
          <p className="mt-2 break-words text-ink-700">{copy.errors.notFoundDescription(postId ?? '')}</p>
          <Link to="/blogs" className="btn-primary mt-6">
            {copy.actions.backToList}
          </Link>
        </section>
      }
      form={(post) =>
        post ? (
          <PostForm
            postId={post.id}
            initial={formFromPost(post)}
            initialLinks={linksFromRow(post, post.post_speakers)}
          />
        ) : (
          <PostForm initial={emptyPostForm} initialLinks={emptyLinks} />
        )
      }
    />
  );
}
