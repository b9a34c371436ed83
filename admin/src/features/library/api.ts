import type { TablesInsert } from '#core/database.types.ts';
import { withThumbnails } from '#core/photos/photoThumbnail.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, getById, publishedStatuses, saveById, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import { uploadStaffFile } from '../../lib/uploadStaffFile.ts';
import type { Resource } from './resourceEditor.utils.ts';

const BUCKET = 'resource_files';

const LIST_COLUMNS =
  'id, title, category, file_type, file_size, file_path, thumbnail_path, is_published, published_at, created_at, author_id, users(email)';

export function listResources(params: ListParams) {
  return fetchPage(supabase.from('resources').select(LIST_COLUMNS, { count: 'exact' }), params, {
    search: ['title', 'category'],
    statuses: publishedStatuses,
  });
}

export type ResourceListRow = Awaited<ReturnType<typeof listResources>>['rows'][number];

export const getResource = (id: string): Promise<Resource> => getById('resources', id);

/**
 * Publishes a library file or its cover in resource_files through the staff-upload function: documents kept
 * as sent, images re-encoded to WebP; each upload gets a new path (docs/spec.md §7's {userId}/{timestamp}), so a
 * replacement never overwrites the file a saved row still points at.
 */
export const uploadResourceFile = (kind: 'resource' | 'thumbnail', file: File) => uploadStaffFile(kind, file);

/** Each re-encoded image goes with its small twin (staff-upload stores one beside it; an older file has none). */
export async function removeResourceFiles(paths: string[]): Promise<void> {
  if (paths.length > 0) await unwrap(supabase.storage.from(BUCKET).remove(withThumbnails(paths)));
}

export const saveResource = (id: string | undefined, fields: TablesInsert<'resources'>) =>
  saveById('resources', id, fields);

export const STORAGE_DELETE_FAILED = 'storage_delete_failed';

/**
 * docs/spec.md §7: the file goes first and the row stays when that fails, so no row ever points at a missing
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
  await deleteById('resources', row.id);
}
