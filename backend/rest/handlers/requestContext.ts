import type { BackendContext } from '../../context.ts';
import type { JwtClaims } from '../../jwt.ts';
import { RestError } from '../errors/restError.ts';
import { decodeMediaType, type MediaType, parseAccept } from '../query/mediaType.ts';
import { type Preferences, parsePreferences } from '../query/preferences.ts';
import { parseQueryParams, type QueryParams } from '../query/queryParams.ts';
import { splitQueryString } from '../query/queryString.ts';
import { type Range, topLevelRange } from '../query/range.ts';
import type { SchemaCache } from '../schema/schemaCache.ts';
import type { DbSettings } from '../settings/dbSettings.ts';
import type { RestRuntime } from '../settings/restRuntime.ts';
import { authenticate } from './authenticate.ts';
import { type Payload, parsePayload } from './payload.ts';
import { readBody } from './readBody.ts';

export type Resource = { kind: 'root' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

/** Everything a handler needs about one request, read once (PostgREST's ApiRequest). */
export interface RestRequest {
  request: Request;
  method: string;
  /** The path as PostgREST sees it, without `/rest/v1` (`/posts`, `/rpc/fn`). */
  path: string;
  resource: Resource;
  schemaName: string;
  /** Whether the schema came from a profile header (or several are exposed): echoed as Content-Profile. */
  negotiatedByProfile: boolean;
  pairs: [string, string | undefined][];
  params: QueryParams;
  /** The root's rows: Range header (GET), `limit` and `offset`. */
  topRange: Range;
  payload?: Payload;
  prefs: Preferences;
  accept: MediaType[];
  contentType: MediaType;
  claims: JwtClaims;
  ctx: BackendContext;
  runtime: RestRuntime;
  cache: SchemaCache;
  db: DbSettings;
}

export function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** ApiRequest.hs getResource: `/`, `/table`, `/rpc/fn`; anything else is PGRST125. */
function resourceOf(path: string): Resource {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1) return { kind: 'table', name: segments[0]! };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1]! };
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** ApiRequest.hs getAction: the methods each resource takes (PGRST101 on functions, PGRST117 elsewhere). */
function checkMethod(resource: Resource, method: string): void {
  const allowed =
    resource.kind === 'rpc'
      ? ['GET', 'HEAD', 'POST']
      : resource.kind === 'root'
        ? ['GET', 'HEAD']
        : ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  if (allowed.includes(method)) return;
  if (resource.kind === 'rpc') throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** ApiRequest.hs getSchema: Accept-Profile on GET/HEAD, Content-Profile on the others (PGRST106). */
function schemaOf(method: string, headers: Headers, schemas: string[]) {
  const profile = headers.get(isReadMethod(method) ? 'accept-profile' : 'content-profile');
  if (profile === null) return { schemaName: schemas[0]!, negotiatedByProfile: schemas.length !== 1 };
  if (!schemas.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return { schemaName: profile, negotiatedByProfile: true };
}

const HAS_BODY = new Set(['POST', 'PATCH', 'PUT']);

/** Reads a request in PostgREST's order, so the first error is the one it would answer with. */
export async function readRequest(
  request: Request,
  path: string,
  ctx: BackendContext,
  runtime: RestRuntime,
  claimsOut: { claims?: JwtClaims },
): Promise<RestRequest> {
  const method = request.method.toUpperCase();
  const claims = await authenticate(request.headers, ctx.signing);
  claimsOut.claims = claims;
  const resource = resourceOf(path);
  const { schemaName, negotiatedByProfile } = schemaOf(method, request.headers, runtime.settings.schemas);
  checkMethod(resource, method);
  const url = new URL(request.url);
  const pairs = splitQueryString(url.search);
  const params = parseQueryParams(pairs, resource.kind === 'rpc' && isReadMethod(method));
  const topRange = topLevelRange(method, params.ranges.get('limit'), request.headers.get('range'));
  const contentTypeHeader = request.headers.get('content-type');
  const contentType =
    contentTypeHeader === null ? ({ kind: 'json' } as const) : decodeMediaType(contentTypeHeader);
  const takesBody =
    resource.kind === 'rpc' ? method === 'POST' : resource.kind === 'table' && HAS_BODY.has(method);
  const payload = takesBody
    ? parsePayload(await readBody(request), {
        contentType,
        isRpc: resource.kind === 'rpc',
        ...(params.columns ? { columns: params.columns } : {}),
      })
    : undefined;
  const db = await runtime.dbSettings();
  const prefs = parsePreferences(request.headers.get('prefer'), {
    allowTxOverride: db.txAllowOverride,
    timezones: await runtime.timezones(),
  });
  const req: RestRequest = {
    request,
    method,
    path,
    resource,
    schemaName,
    negotiatedByProfile,
    pairs,
    params,
    topRange,
    prefs,
    accept: parseAccept(request.headers.get('accept')),
    contentType,
    claims,
    ctx,
    runtime,
    cache: runtime.caches.of(schemaName),
    db,
  };
  if (payload) req.payload = payload;
  return req;
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

/** Lower-cased request headers for `request.headers` (without cookies, as PostgREST). */
export function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'cookie') record[key.toLowerCase()] = value;
  });
  return record;
}
