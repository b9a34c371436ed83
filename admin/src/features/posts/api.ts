import type { PostFields } from '#core/schemas/post.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, publishedStatuses, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { LinkFields } from '../teachings/teachingLinks.ts';
import { teachingFilters } from '../teachings/teachingQuery.ts';

// speaker_match: an empty embed the speaker filter matches on (teachingFilters).
const LIST_COLUMNS =
  'id, title, slug, created_at, is_published, published_at, author_id, users(email), speaker_match:post_speakers()';

/** One page of posts, newest first, with the exact total for the pager (docs/spec.md §7 Admin posts). */
export function listPosts(params: ListParams) {
  return fetchPage(supabase.from('posts').select(LIST_COLUMNS, { count: 'exact' }), params, {
    search: ['title', 'slug'],
    statuses: publishedStatuses,
    filters: teachingFilters,
  });
}

export type PostListRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

/** The post with its credited speakers; throws PostgREST's error, PGRST116 when no post has this id. */
export const getPost = (id: string) =>
  unwrap(supabase.from('posts').select('*, post_speakers(speaker_id, position)').eq('id', id).single());

export type PostWithSpeakers = Awaited<ReturnType<typeof getPost>>;

export async function createPost(fields: PostFields & LinkFields, authorId: string): Promise<string> {
  const created = await unwrap(
    supabase
      .from('posts')
      .insert({ ...fields, author_id: authorId })
      .select('id')
      .single(),
  );
  return created.id;
}

export async function updatePost(id: string, fields: PostFields & LinkFields): Promise<void> {
  await unwrap(supabase.from('posts').update(fields).eq('id', id));
}

export const deletePost = (id: string) => deleteById('posts', id);
