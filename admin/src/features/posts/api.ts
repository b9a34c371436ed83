import type { Tables } from '#core/database.types.ts';
import type { PostFields } from '#core/schemas/post.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';
import { imagePath } from './postEditor.utils.ts';

export interface PostListQuery {
  page: number;
  search: string;
  /** 'published', 'draft' or anything else for all (it comes from the URL). */
  status: string;
}

const LIST_COLUMNS = 'id, title, slug, created_at, is_published, published_at, author_id, users(email)';

/** One page of posts, newest first, with the exact total for the pager (spec §7 Admin posts). */
export async function listPosts({ page, search, status }: PostListQuery) {
  const { from, to } = pageRange(page);
  let query = supabase.from('posts').select(LIST_COLUMNS, { count: 'exact' });
  const filter = ilikeAny(['title', 'slug'], search);
  if (filter) query = query.or(filter);
  if (status === 'published' || status === 'draft') query = query.eq('is_published', status === 'published');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type PostListRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

/** Throws PostgREST's error; PGRST116 means no post has this id. */
export async function getPost(id: string): Promise<Tables<'posts'>> {
  const { data, error } = await supabase.from('posts').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function createPost(fields: PostFields, authorId: string): Promise<string> {
  const { data, error } = await supabase
    .from('posts')
    .insert({ ...fields, author_id: authorId })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export async function updatePost(id: string, fields: PostFields): Promise<void> {
  const { error } = await supabase.from('posts').update(fields).eq('id', id);
  if (error) throw error;
}

export async function deletePost(id: string): Promise<void> {
  const { error } = await supabase.from('posts').delete().eq('id', id);
  if (error) throw error;
}

/** Uploads a featured image to blog_images and returns its public URL. */
export async function uploadPostImage(file: File): Promise<string> {
  const path = imagePath(file.name, Date.now());
  const { error } = await supabase.storage
    .from('blog_images')
    .upload(path, file, { cacheControl: '3600', upsert: true, contentType: file.type });
  if (error) throw error;
  return supabase.storage.from('blog_images').getPublicUrl(path).data.publicUrl;
}
