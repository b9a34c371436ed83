import { StorageError, storageErrors } from './errors.ts';

/** Object keys are at most 1024 bytes, the S3 limit behind Supabase Storage. */
export const MAX_KEY_BYTES = 1024;
const MAX_BUCKET_ID_LENGTH = 100;

// The characters Supabase Storage accepts in object keys and bucket ids (its `isValidKey` and
// `isValidBucketName`): S3-safe ASCII. No accent, no `%`, `#` or `\`, no control or bidi character.
// Everything else is a plain string: `a/../b` and `a//b` are literal keys, as on Storage's S3.
const KEY_CHARACTERS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const BUCKET_ID = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

/** Why a decoded key is refused, or null when Storage would accept it as an object name. */
export function keyProblem(key: string): string | null {
  if (key === '') return 'empty';
  if (!KEY_CHARACTERS.test(key)) return 'character Storage does not accept';
  if (key.length > MAX_KEY_BYTES) return 'too long';
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
 * Each segment is decoded on its own, as storage-js leaves encoding to `fetch`; a decoded `%2F` becomes
 * part of the key like any other slash.
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
  return id.length <= MAX_BUCKET_ID_LENGTH && BUCKET_ID.test(id);
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
