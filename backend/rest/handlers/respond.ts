import { RestError } from '../errors/restError.ts';
import { contentTypeOf, type MediaType } from '../query/mediaType.ts';
import type { RestRequest } from './requestContext.ts';

export interface SuccessOptions {
  status: number;
  body?: string | Uint8Array | null;
  contentRange?: string;
  preferenceApplied?: string | undefined;
  /** Adds Content-Type (and Content-Profile) like PostgREST does when a body representation is sent. */
  mediaType?: MediaType;
  headers?: Record<string, string>;
  /** `response.headers` and `response.status` as the transaction left them. */
  guc?: { headers: string | null; status: string | null };
}

/** Response.hs decodeGucHeaders: a JSON array of single-key objects with string values (else PGRST111). */
function gucHeaders(text: string | null): [string, string][] {
  if (text === null) return [];
  const invalid = () =>
    new RestError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed)) throw invalid();
  return parsed.map((item) => {
    const entries =
      typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.entries(item) : [];
    if (entries.length !== 1 || typeof entries[0]![1] !== 'string') throw invalid();
    return entries[0] as [string, string];
  });
}

/** Response.hs decodeGucStatus: digits only (else PGRST112). */
function gucStatus(text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d+/.test(text))
    throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
  return Number(/^\d+/.exec(text)![0]);
}

/** A successful PostgREST response: body straight from Postgres, PostgREST's headers, then the GUC overrides. */
export function respond(req: RestRequest, options: SuccessOptions): Response {
  const headers = new Headers(options.headers);
  if (options.contentRange !== undefined) headers.set('Content-Range', options.contentRange);
  if (options.preferenceApplied !== undefined) headers.set('Preference-Applied', options.preferenceApplied);
  if (options.mediaType) {
    headers.set('Content-Type', contentTypeOf(options.mediaType));
    if (req.negotiatedByProfile) headers.set('Content-Profile', req.schemaName);
  }
  const { body } = options;
  const sendBody = req.method !== 'HEAD' && options.status !== 204 && body !== undefined && body !== null;
  if (sendBody)
    headers.set(
      'Content-Length',
      String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
    );
  const status = gucStatus(options.guc?.status ?? null) ?? options.status;
  const overrides = gucHeaders(options.guc?.headers ?? null);
  for (const [name] of overrides) headers.delete(name);
  for (const [name, value] of overrides) headers.append(name, value);
  // A string body would bring Content-Type text/plain with it; PostgREST sends none without a representation.
  const bytes = typeof body === 'string' && !headers.has('Content-Type') ? Buffer.from(body) : body;
  return new Response(sendBody ? (bytes as BodyInit) : null, { status, headers });
}
