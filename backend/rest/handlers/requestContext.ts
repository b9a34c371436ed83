import type { BackendContext } from '../../context.ts';
import type { JwtClaims } from '../../jwt.ts';
import { RestError } from '../errors/restError.ts';
import { negotiateFormat, type ResponseFormat } from '../query/mediaType.ts';
import { type Preferences, parsePreferences } from '../query/preferences.ts';
import { splitQueryString } from '../query/queryString.ts';
import type { SchemaCache } from '../schema/schemaCache.ts';
import { authenticate } from './authenticate.ts';

export const EXPOSED_SCHEMAS = ['public'];

/** Everything a handler needs about one request, read once. */
export interface RestRequest {
  request: Request;
  method: string;
  /** The path as PostgREST sees it, without `/rest/v1` (`/posts`, `/rpc/fn`). */
  path: string;
  pairs: [string, string | undefined][];
  prefs: Preferences;
  format: ResponseFormat;
  claims: JwtClaims;
  schemaName: string;
  /** Whether the client named the schema (Accept-Profile / Content-Profile), echoed as Content-Profile. */
  profileRequested: boolean;
  ctx: BackendContext;
  cache: SchemaCache;
  maxRows: number | undefined;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method);
}

/** The schema a request targets: `Accept-Profile` for reads, `Content-Profile` for writes (PGRST106). */
function requestedSchema(
  method: string,
  headers: Headers,
): { schemaName: string; profileRequested: boolean } {
  const header = isReadMethod(method) ? 'accept-profile' : 'content-profile';
  const profile = headers.get(header);
  if (profile === null) return { schemaName: EXPOSED_SCHEMAS[0]!, profileRequested: false };
  if (!EXPOSED_SCHEMAS.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    );
  }
  return { schemaName: profile, profileRequested: true };
}

export async function readRequest(
  request: Request,
  path: string,
  ctx: BackendContext,
  cache: SchemaCache,
  maxRows: number | undefined,
): Promise<RestRequest> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const claims = await authenticate(request.headers, ctx.jwtSecret);
  return {
    request,
    method,
    path,
    pairs: splitQueryString(url.search),
    prefs: parsePreferences(request.headers.get('prefer')),
    format: negotiateFormat(request.headers.get('accept')),
    claims,
    ...requestedSchema(method, request.headers),
    ctx,
    cache,
    maxRows,
  };
}

/** `Prefer: handling=strict` turns unknown preferences into PGRST122. */
export function checkStrictPreferences(req: RestRequest): void {
  if (req.prefs.handling === 'strict' && req.prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${req.prefs.invalid.join(', ')}`,
    );
  }
}

/** Lower-cased request headers for `request.headers` (asRole drops cookies). */
export function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, key) => {
    record[key.toLowerCase()] = value;
  });
  return record;
}
