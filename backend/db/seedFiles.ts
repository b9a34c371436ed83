import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export const SEED_FILES_DIR = new URL('../../supabase/seed/files/', import.meta.url).pathname;

export interface SeedFile {
  bucket: string;
  /** Object path inside the bucket. */
  path: string;
  contentType: string;
  absolutePath: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** Content type the storage server will check against the bucket's allowed types. */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * `<dir>/<bucket>/<object path>` → one entry per file, sorted so uploads happen in a stable order.
 * The folder layout mirrors the buckets, so adding a demo file needs no code change.
 */
export function listSeedFiles(dir = SEED_FILES_DIR): SeedFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolutePath = join(entry.parentPath, entry.name);
      const [bucket, ...rest] = relative(dir, absolutePath).split(sep);
      return { bucket: bucket!, path: rest.join('/'), contentType: contentTypeOf(entry.name), absolutePath };
    })
    .filter((file) => file.path !== '')
    .sort((a, b) => (a.bucket + a.path < b.bucket + b.path ? -1 : 1));
}
