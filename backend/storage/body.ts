import { storageErrors } from './errors.ts';

/** JSON bodies of the management routes (list, sign, move, delete…) are small; anything bigger is refused. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Refuses a body whose declared length already exceeds `limit`, before a single byte is read. */
export function rejectDeclaredOversize(request: Request, limit: number): void {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    throw storageErrors.entityTooLarge();
  }
}

/**
 * Reads the whole body, but never more than `limit` bytes: the stream is cancelled as soon as it goes over,
 * so a client that lies about (or omits) Content-Length cannot make the server buffer without bound.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  rejectDeclaredOversize(request, limit);
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away or sent a broken body (bad chunking): its fault, not a server error.
      throw storageErrors.invalidRequest('The request body could not be read');
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw storageErrors.entityTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The JSON object body of a management route; an empty body counts as `{}`. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let bytes: Uint8Array;
  try {
    bytes = await readBodyLimited(request, MAX_JSON_BODY_BYTES);
  } catch {
    throw storageErrors.invalidRequest('Request body is too large');
  }
  const text = Buffer.from(bytes).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}
