import { storageErrors } from './errors.ts';
import { DEFAULT_MIME_TYPE, servedContentType } from './mime.ts';
import { parseRange } from './range.ts';
import type { ObjectRow } from './rows.ts';

/** An object's row with its bytes. */
export interface StoredObject {
  object: ObjectRow;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface RenderOptions {
  /** Signed URLs answer with Expires (the token's expiry) instead of the object's Cache-Control. */
  expires?: Date;
}

/**
 * An object's bytes with the headers Storage's asset renderer sends: stored type, length, cache policy,
 * ETag, Last-Modified, byte ranges (206), `?download[=name]` as Content-Disposition, and 304 for a
 * matching If-None-Match.
 */
export function renderObject(
  request: Request,
  { object, bytes }: StoredObject,
  options: RenderOptions = {},
): Response {
  const metadata = object.metadata;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': servedContentType(metadata?.mimetype ?? DEFAULT_MIME_TYPE),
    'Last-Modified': new Date(metadata?.lastModified ?? object.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (metadata?.eTag) headers.set('ETag', metadata.eTag);
  if (options.expires && Number.isFinite(options.expires.getTime())) {
    headers.set('Expires', options.expires.toUTCString());
  } else headers.set('Cache-Control', metadata?.cacheControl ?? 'no-cache');
  const disposition = contentDisposition(new URL(request.url).searchParams.get('download'));
  if (disposition) headers.set('Content-Disposition', disposition);

  if (metadata?.eTag && matchesEtag(request.headers.get('if-none-match'), metadata.eTag)) {
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(request.headers.get('range') ?? undefined, bytes.byteLength);
  if (range === 'unsatisfiable') throw storageErrors.invalidRange();
  if (range === null) {
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(bytes, { status: 200, headers });
  }
  const part = bytes.subarray(range.start, range.end + 1);
  headers.set('Content-Length', String(part.byteLength));
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
  return new Response(part, { status: 206, headers });
}

/** `?download` → `attachment;`, `?download=name` → both filename forms, percent-encoded like Storage. */
function contentDisposition(download: string | null): string | undefined {
  if (download === null) return undefined;
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weakless(tag) === etag);
}

/** Object info (GET /object/info/…), the JSON Storage's info renderer answers. */
export function renderInfo(object: ObjectRow): Response {
  const metadata = object.metadata;
  const body = {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
  // Storage's info renderer: the object's own cache policy and dates, on a JSON body.
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (metadata?.eTag) headers.set('ETag', metadata.eTag);
  if (metadata?.cacheControl) headers.set('Cache-Control', metadata.cacheControl);
  if (metadata?.lastModified) headers.set('Last-Modified', new Date(metadata.lastModified).toUTCString());
  return new Response(JSON.stringify(body), { status: 200, headers });
}
