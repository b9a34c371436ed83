import { unwrap } from './query.ts';
import { supabase } from './supabase.ts';

/**
 * Uploads a staff file to a public bucket (blog_images, resource_files; cached 3600 s, spec §7) and
 * returns its public URL. `upsert` replaces an object at the same path; Storage checks the bucket's
 * size and type limits and RLS the staff member's role.
 */
export async function uploadPublicFile(
  bucket: string,
  path: string,
  file: File,
  upsert: boolean,
): Promise<string> {
  const storage = supabase.storage.from(bucket);
  await unwrap(
    storage.upload(path, file, { cacheControl: '3600', upsert, contentType: file.type || undefined }),
  );
  return storage.getPublicUrl(path).data.publicUrl;
}
