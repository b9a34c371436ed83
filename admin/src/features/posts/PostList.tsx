import { contentList } from '../../components/contentList.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { TeachingListScreen } from '../teachings/TeachingListScreen.tsx';
import { deletePost, listPosts, type PostListRow } from './api.ts';

const posts = contentList<PostListRow>({
  basePath: '/blogs',
  copy: adminMessages.resources.posts,
  remove: (row) => deletePost(row.id),
  details: (row) => <p className="text-ink-700">/{row.slug}</p>,
});

/** 'Gestión de Blogs': server-side pages of 25, search on title or slug, status filter. */
export function PostList() {
  return <TeachingListScreen load={listPosts} description={posts} />;
}
