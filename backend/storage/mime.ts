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
 * Whether a bucket's `allowed_mime_types` admits a declared type, exactly as Storage's validateMimeType: an
 * empty or null list admits anything; otherwise the declared `type/subtype` must equal an entry or match a
 * `type/*` family, compared as written (case and parameters count: `text/plain;charset=UTF-8` is not
 * `text/plain`). Only the declaration is judged, never the bytes.
 */
export function isAllowedMimeType(declared: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = declared.split('/');
  if (subtype === undefined) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/**
 * Uploaded HTML is served as plain text, as Storage does, so a public bucket can never host a page that
 * runs script on the API's origin.
 */
export function servedContentType(stored: string): string {
  return stored.includes('text/html') ? 'text/plain' : stored;
}
