/** Default type of an upload that declares none, as Storage's. */
export const DEFAULT_MIME_TYPE = 'application/octet-stream';

// type/subtype with optional parameters, printable ASCII only: the stored value is sent back verbatim as
// a Content-Type header, so anything a header cannot carry is refused at upload.
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/;
const MAX_MIME_TYPE_LENGTH = 255;

export function isValidMimeType(value: string): boolean {
  return value.length <= MAX_MIME_TYPE_LENGTH && MIME_TYPE.test(value);
}

/** `Text/Plain; charset=UTF-8` → `text/plain`: the part that names the format. */
export function mimeEssence(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether a bucket's `allowed_mime_types` admits a declared type. An empty or null list admits anything;
 * `image/*` admits every image subtype. Parameters such as `charset` never matter.
 */
export function isAllowedMimeType(declared: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const essence = mimeEssence(declared);
  const type = essence.split('/')[0];
  return allowed.some((entry) => {
    const wanted = mimeEssence(entry);
    return wanted === essence || (wanted.endsWith('/*') && wanted.slice(0, -2) === type);
  });
}

/**
 * Uploaded HTML is served as plain text, as Storage does, so a public bucket can never host a page that
 * runs script on the API's origin.
 */
export function servedContentType(stored: string): string {
  return mimeEssence(stored) === 'text/html' ? 'text/plain' : stored;
}
