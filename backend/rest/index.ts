import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';
import { apiKeyGate } from '../gateway/apiKeyGate.ts';
import type { JwtClaims } from '../jwt.ts';
import { errorResponse } from './errors/errorResponse.ts';
import { callRoutine } from './handlers/callRoutine.ts';
import { deleteRows, updateRows } from './handlers/changeRows.ts';
import { checkUrlLength } from './handlers/inputLimits.ts';
import { insertRows } from './handlers/insertRows.ts';
import { readTable } from './handlers/readTable.ts';
import { type RestRequest, readRequest } from './handlers/requestContext.ts';
import { upsertRow } from './handlers/upsertRow.ts';
import { serveOpenApi } from './openapi/serveOpenApi.ts';
import { RestRuntime } from './settings/restRuntime.ts';
import { defaultRestSettings, type RestSettings } from './settings/restSettings.ts';

const runtimes = new WeakMap<BackendContext, Set<RestRuntime>>();

/** Reads every schema cache of this backend again (like `NOTIFY pgrst, 'reload schema'`). */
export async function reloadSchemaCache(ctx: BackendContext): Promise<void> {
  await Promise.all([...(runtimes.get(ctx) ?? [])].map((runtime) => runtime.caches.reloadAll()));
}

/**
 * PostgREST v14's API, mounted at /rest/v1, over the schemas and limits of supabase/config.toml `[api]`
 * (tests pass other settings, such as a second exposed schema).
 */
export function createRestRouter(ctx: BackendContext, settings: RestSettings = defaultRestSettings()): Hono {
  const runtime = new RestRuntime(ctx.db, settings);
  runtimes.set(ctx, (runtimes.get(ctx) ?? new Set()).add(runtime));
  const app = new Hono();
  app.use('*', apiKeyGate(ctx));
  app.all('*', async (c) => {
    const auth: { claims?: JwtClaims } = {};
    try {
      checkUrlLength(c.req.url);
      return await dispatch(await readRequest(c.req.raw, restPath(c.req.path), ctx, runtime, auth));
    } catch (error) {
      return errorResponse(error, {
        isAnon: (auth.claims?.role ?? 'anon') === 'anon',
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

function dispatch(req: RestRequest): Promise<Response> {
  const { resource } = req;
  if (resource.kind === 'root') return serveOpenApi(req);
  if (resource.kind === 'rpc') return callRoutine(req, resource.name);
  switch (req.method) {
    case 'POST':
      return insertRows(req, resource.name);
    case 'PATCH':
      return updateRows(req, resource.name);
    case 'PUT':
      return upsertRow(req, resource.name);
    case 'DELETE':
      return deleteRows(req, resource.name);
    default:
      return readTable(req, resource.name);
  }
}
