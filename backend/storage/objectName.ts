import { StorageError, storageErrors } from './errors.ts';

/** Object keys are at most 1024 bytes of UTF-8, as on S3 and Supabase Storage. */
export const MAX_KEY_BYTES = 1024;
const MAX_BUCKET_ID_LENGTH = 100;

// C0 controls, DEL and C1 controls: invisible in logs and UIs, and NUL cannot even be stored in Postgres text.
const CONTROL_CHARACTERS = /\p{Cc}/u;
// Bidirectional controls make a name display as something else ("‮gnp.exe" reads "exe.png"): the
// classic trick to pass an executable off as a picture in a staff member's file list.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// The characters Storage (and storage-js's isValidBucketName) accept in a bucket id.
const BUCKET_ID = /^[\w!.*'() &$@=;:+,?-]+$/;

/**
 * Why a decoded key is refused, or null when it is a valid object name. Keys are the path of a file inside
 * its bucket, so every segment must name something: no empty, `.` or `..` segment (no traversal, no
 * `a//b` aliases), no backslash (a second separator on some systems), no control or bidi characters, no lone
 * surrogates (not encodable as UTF-8) and at most 1024 bytes.
 */
export function keyProblem(key: string): string | null {
  if (key === '') return 'empty';
  if (!key.isWellFormed()) return 'not valid Unicode';
  if (CONTROL_CHARACTERS.test(key)) return 'control character';
  if (BIDI_CONTROLS.test(key)) return 'bidirectional control';
  if (key.includes('\\')) return 'backslash';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return 'too long';
  for (const segment of key.split('/')) {
    if (segment === '') return 'empty segment';
    if (segment === '.' || segment === '..') return 'relative segment';
  }
  return null;
}

export function isValidKey(key: string): boolean {
  return keyProblem(key) === null;
}

/** Throws Storage's `InvalidKey` for a key that is not a valid object name. */
export function mustBeValidKey(key: unknown): string {
  if (typeof key !== 'string' || !isValidKey(key)) throw storageErrors.invalidKey(printable(key));
  return key;
}

/**
 * The object key of a request path, from the raw (still percent-encoded) segments after the bucket.
 * Each segment is decoded on its own, as storage-js leaves encoding to `fetch`; a decoded `%2F` therefore
 * becomes a separator and is validated like one.
 */
export function keyFromRawSegments(rawSegments: readonly string[]): string {
  let key: string;
  try {
    key = rawSegments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    throw storageErrors.invalidKey(rawSegments.join('/'));
  }
  return mustBeValidKey(key);
}

export function isValidBucketId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= MAX_BUCKET_ID_LENGTH &&
    id.trim() === id &&
    id !== '.' &&
    id !== '..' &&
    BUCKET_ID.test(id)
  );
}

/** Throws Storage's `InvalidBucketName` for anything that cannot be a bucket id. */
export function mustBeValidBucketId(id: unknown): string {
  if (typeof id !== 'string' || !isValidBucketId(id)) throw storageErrors.invalidBucketName();
  return id;
}

/** A bucket id from a raw path segment. */
export function bucketFromRawSegment(rawSegment: string | undefined): string {
  try {
    return mustBeValidBucketId(decodeURIComponent(rawSegment ?? ''));
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw storageErrors.invalidBucketName();
  }
}

/** Error messages echo the key; keep them readable and bounded whatever the client sent. */
function printable(key: unknown): string {
  if (typeof key !== 'string') return '';
  const shown = key.length > 200 ? `${key.slice(0, 200)}…` : key;
  return shown.toWellFormed();
}
