import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';
import { errorResponse } from './errors/errorResponse.ts';
import { RestError } from './errors/restError.ts';
import { callRoutine } from './handlers/callRoutine.ts';
import { deleteRows, updateRows } from './handlers/changeRows.ts';
import { checkUrlLength } from './handlers/inputLimits.ts';
import { insertRows } from './handlers/insertRows.ts';
import { readTable } from './handlers/readTable.ts';
import { type RestRequest, readRequest } from './handlers/requestContext.ts';
import { upsertRow } from './handlers/upsertRow.ts';
import { SchemaCache } from './schema/schemaCache.ts';

export interface RestOptions {
  /** PostgREST's db-max-rows: hosted Supabase and the CLI use 1000. */
  maxRows?: number;
}

const caches = new WeakMap<BackendContext, SchemaCache>();

/** Forces the schema cache of this backend to be read again (like `NOTIFY pgrst, 'reload schema'`). */
export async function reloadSchemaCache(ctx: BackendContext): Promise<void> {
  await caches.get(ctx)?.reload();
}

/** PostgREST v14's API over the `public` schema, mounted at /rest/v1. */
export function createRestRouter(ctx: BackendContext, options: RestOptions = {}): Hono {
  const cache = caches.get(ctx) ?? new SchemaCache(ctx.db);
  caches.set(ctx, cache);
  const maxRows = options.maxRows ?? 1000;
  const app = new Hono();
  app.all('*', async (c) => {
    let req: RestRequest | undefined;
    try {
      checkUrlLength(c.req.url);
      const path = restPath(c.req.path);
      req = await readRequest(c.req.raw, path, ctx, cache, maxRows);
      return await dispatch(req, path);
    } catch (error) {
      return errorResponse(error, {
        isAnon: (req?.claims.role ?? 'anon') === 'anon',
        onUnexpected: (e) => console.error('[rest] error inesperado:', e),
      });
    }
  });
  return app;
}

/** The path below /rest/v1, as PostgREST sees it. */
function restPath(fullPath: string): string {
  const index = fullPath.indexOf('/rest/v1');
  const path = index < 0 ? fullPath : fullPath.slice(index + '/rest/v1'.length);
  return path === '' ? '/' : path;
}

function dispatch(req: RestRequest, path: string): Promise<Response> {
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
  if (segments.length === 2 && segments[0] === 'rpc') return callRoutine(req, segments[1]!);
  if (segments.length === 0 && (req.method === 'GET' || req.method === 'HEAD')) {
    // The OpenAPI description is not served here (as with PostgREST's openapi-mode=disabled).
    throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  }
  if (segments.length !== 1) {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const table = segments[0]!;
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return readTable(req, table);
    case 'POST':
      return insertRows(req, table);
    case 'PATCH':
      return updateRows(req, table);
    case 'PUT':
      return upsertRow(req, table);
    case 'DELETE':
      return deleteRows(req, table);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}
