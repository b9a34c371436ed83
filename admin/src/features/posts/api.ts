import type { PostFields } from '#core/schemas/post.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, getById, publishedStatuses, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import { uploadPublicFile } from '../../lib/uploadPublicFile.ts';
import { imagePath } from './postEditor.utils.ts';

const LIST_COLUMNS = 'id, title, slug, created_at, is_published, published_at, author_id, users(email)';

/** One page of posts, newest first, with the exact total for the pager (spec §7 Admin posts). */
export function listPosts(params: ListParams) {
  return fetchPage(supabase.from('posts').select(LIST_COLUMNS, { count: 'exact' }), params, {
    search: ['title', 'slug'],
    statuses: publishedStatuses,
  });
}

export type PostListRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

/** Throws PostgREST's error; PGRST116 means no post has this id. */
export const getPost = (id: string) => getById('posts', id);

export async function createPost(fields: PostFields, authorId: string): Promise<string> {
  const created = await unwrap(
    supabase
      .from('posts')
      .insert({ ...fields, author_id: authorId })
      .select('id')
      .single(),
  );
  return created.id;
}

export async function updatePost(id: string, fields: PostFields): Promise<void> {
  await unwrap(supabase.from('posts').update(fields).eq('id', id));
}

export const deletePost = (id: string) => deleteById('posts', id);

/** Uploads a featured image to blog_images and returns its public URL. */
export function uploadPostImage(file: File): Promise<string> {
  return uploadPublicFile('blog_images', imagePath(file.name, Date.now()), file, true);
}
