import { contentList } from '../../components/contentList.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePost, listPosts, type PostListRow } from './api.ts';

const posts = contentList<PostListRow>({
  basePath: '/blogs',
  copy: adminMessages.posts,
  newLabel: 'Nuevo post',
  searchLabel: 'Buscar por título o slug',
  remove: (row) => deletePost(row.id),
  details: (row) => <p className="text-ink-700">/{row.slug}</p>,
});

/** 'Gestión de Blogs': server-side pages of 25, search on title or slug, status filter. */
export function PostList() {
  const list = usePagedList(listPosts);
  return <ListScreen list={list} description={posts} />;
}
