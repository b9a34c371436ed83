import { RestError } from '../errors/restError.ts';

/** Largest request body accepted, like a gateway in front of PostgREST would cap it. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

function tooLarge(): RestError {
  return new RestError(
    413,
    'PGRST413',
    'Payload Too Large',
    `The request body is larger than the ${MAX_BODY_BYTES / 1024 / 1024} MB limit.`,
  );
}

/** The body's bytes, refusing (413) declared or streamed sizes over the limit without buffering them. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
