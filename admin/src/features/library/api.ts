import type { TablesInsert } from '#core/database.types.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';
import type { Resource } from './resourceEditor.utils.ts';

const BUCKET = 'resource_files';

export async function listResources({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase
    .from('resources')
    .select(
      'id, title, category, file_type, file_size, file_path, thumbnail_path, is_published, published_at, created_at, author_id, users(email)',
      { count: 'exact' },
    );
  const filter = ilikeAny(['title', 'category'], search);
  if (filter) query = query.or(filter);
  if (status === 'published' || status === 'draft') query = query.eq('is_published', status === 'published');
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type ResourceListRow = Awaited<ReturnType<typeof listResources>>['rows'][number];

export async function getResource(id: string): Promise<Resource> {
  const { data, error } = await supabase.from('resources').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** Uploads to resource_files (cache 3600 s; upsert only when editing, spec §7) and returns the public URL. */
export async function uploadResourceFile(path: string, file: File, upsert: boolean): Promise<string> {
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { cacheControl: '3600', upsert, contentType: file.type || undefined });
  if (error) throw error;
  return supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

export async function removeResourceFiles(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(BUCKET).remove(paths);
  if (error) throw error;
}

export async function saveResource(id: string | undefined, fields: TablesInsert<'resources'>): Promise<void> {
  const { error } = id
    ? await supabase.from('resources').update(fields).eq('id', id)
    : await supabase.from('resources').insert(fields);
  if (error) throw error;
}

export async function deleteResourceRow(id: string): Promise<void> {
  const { error } = await supabase.from('resources').delete().eq('id', id);
  if (error) throw error;
}

export const STORAGE_DELETE_FAILED = 'storage_delete_failed';

/**
 * Spec §7: the file goes first and the row stays when that fails, so no row ever points at a missing
 * file without the staff member being told. The thumbnail goes with it.
 */
export async function deleteResource(row: {
  id: string;
  file_path: string | null;
  thumbnail_path: string | null;
}) {
  const paths = [row.file_path, row.thumbnail_path].filter((path): path is string => Boolean(path));
  try {
    await removeResourceFiles(paths);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw { code: STORAGE_DELETE_FAILED, message };
  }
  await deleteResourceRow(row.id);
}
