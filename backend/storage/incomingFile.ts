import { readBodyLimited } from './body.ts';
import { storageErrors } from './errors.ts';
import { DEFAULT_MIME_TYPE, isValidMimeType } from './mime.ts';

/** An upload as Storage understands it, whichever way storage-js sent it. */
export interface IncomingFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Storage's MAX_CUSTOM_METADATA_SIZE. */
const MAX_USER_METADATA_BYTES = 1024 * 1024;

/** Room for the multipart boundaries and small fields around a file of the maximum size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads the file of an upload request, never buffering more than `limit` bytes of file (plus the multipart
 * envelope). `checkType` runs as soon as the declared type is known: before the body is read for a raw
 * upload, so a refused type never makes the server buffer the bytes.
 */
export async function readIncomingFile(
  request: Request,
  limit: number,
  checkType: (mimetype: string) => void,
): Promise<IncomingFile> {
  return isMultipart(request) ? readMultipart(request, limit, checkType) : readRaw(request, limit, checkType);
}

async function readRaw(
  request: Request,
  limit: number,
  checkType: (mimetype: string) => void,
): Promise<IncomingFile> {
  const mimetype = validMimeType(request.headers.get('content-type') || DEFAULT_MIME_TYPE);
  checkType(mimetype);
  const cacheControl = validCacheControl(request.headers.get('cache-control') ?? 'no-cache');
  const header = request.headers.get('x-metadata');
  const userMetadata = header === null ? null : parseUserMetadata(Buffer.from(header, 'base64').toString());
  const bytes = await readBodyLimited(request, limit);
  return { bytes, mimetype, cacheControl, userMetadata };
}

async function readMultipart(
  request: Request,
  limit: number,
  checkType: (mimetype: string) => void,
): Promise<IncomingFile> {
  const body = await readBodyLimited(request, limit + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('Unexpected empty file received');
  }
  // Like Storage (request.file()), the first file part is the upload whatever its field name.
  let file: File | undefined;
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.invalidRequest('No file provided');
  // Storage takes a `contentType` field over the file part's own type.
  const contentTypeField = form.get('contentType');
  const mimetype = validMimeType(
    (typeof contentTypeField === 'string' && contentTypeField) || file.type || DEFAULT_MIME_TYPE,
  );
  checkType(mimetype);
  if (file.size > limit) throw storageErrors.entityTooLarge();
  const cacheTime = form.get('cacheControl');
  const cacheControl = validCacheControl(
    typeof cacheTime === 'string' && cacheTime !== '' ? `max-age=${cacheTime}` : 'no-cache',
  );
  const metadata = form.get('metadata') ?? form.get('userMetadata');
  if (typeof metadata === 'string' && Buffer.byteLength(metadata) > MAX_USER_METADATA_BYTES) {
    throw storageErrors.entityTooLarge();
  }
  const userMetadata = typeof metadata === 'string' ? parseUserMetadata(metadata) : null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), mimetype, cacheControl, userMetadata };
}

function validMimeType(value: string): string {
  const mimetype = value.trim();
  if (!isValidMimeType(mimetype)) throw storageErrors.invalidMimeType(mimetype.slice(0, 100));
  return mimetype;
}

// Sent back verbatim as the Cache-Control header of downloads, so it must be a valid header value.
function validCacheControl(value: string): string {
  if (value.length > 200 || !/^[\x20-\x7e]*$/.test(value)) {
    throw storageErrors.invalidRequest('Invalid cache-control value');
  }
  return value;
}

/**
 * User metadata is a JSON object (form field `metadata`, or base64 JSON in `x-metadata`). Like Storage,
 * metadata that does not parse is ignored rather than refused.
 */
export function parseUserMetadata(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {}
  return null;
}
