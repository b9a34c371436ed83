import type { Queryable } from '../../db/database.ts';
import { RestError } from '../errors/restError.ts';
import { runAsRole } from '../handlers/execute.ts';
import type { RestRequest } from '../handlers/requestContext.ts';
import { toMime } from '../query/mediaType.ts';
import { openApiSpec } from './openApiSpec.ts';

// PostgREST's openapi-mode follow-privileges: the tables and functions the request's role may use.
const ACCESSIBLE_TABLES_SQL = `
  select c.relname as name from pg_class c
  where c.relkind in ('v', 'r', 'm', 'f', 'p') and not c.relispartition
    and c.relnamespace = (select oid from pg_namespace where nspname = $1)
    and (pg_has_role(c.relowner, 'USAGE')
      or has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
      or has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))`;
const ACCESSIBLE_FUNCTIONS_SQL = `
  select p.proname as name, p.oid::regprocedure::text as signature from pg_proc p
  where p.pronamespace = (select oid from pg_namespace where nspname = $1) and has_function_privilege(p.oid, 'execute')`;
const SCHEMA_DESCRIPTION_SQL = `select obj_description((select oid from pg_namespace where nspname = $1), 'pg_namespace') as description`;

/**
 * The gateway in front of hosted Supabase serves the root only to a secret (or service_role) key since
 * 2026; others get the self-hosted gateway's answer (403, "RBAC: access denied").
 */
function checkAdminKey(req: RestRequest): Response | undefined {
  const url = new URL(req.request.url);
  const key = req.request.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (key === req.ctx.keys.secretKey || key === req.ctx.keys.serviceRoleKey) return undefined;
  return new Response('RBAC: access denied', { status: 403, headers: { 'Content-Type': 'text/plain' } });
}

/** GET/HEAD /rest/v1/: the OpenAPI description of the request's schema (Plan.hs inspectPlan). */
export async function serveOpenApi(req: RestRequest): Promise<Response> {
  const refused = checkAdminKey(req);
  if (refused) return refused;
  const producible = new Set(['openapi', 'json', 'any']);
  if (!req.accept.some((mt) => producible.has(mt.kind))) {
    throw new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${req.accept.map(toMime).join(', ')}`,
    );
  }
  const schema = await req.cache.get();
  const access = await runAsRole(req, true, async (tx: Queryable) => ({
    tables: (await tx.query<{ name: string }>(ACCESSIBLE_TABLES_SQL, [schema.name])).rows.map((r) => r.name),
    functions: (await tx.query<{ name: string }>(ACCESSIBLE_FUNCTIONS_SQL, [schema.name])).rows.map(
      (r) => r.name,
    ),
    description:
      (await tx.query<{ description: string | null }>(SCHEMA_DESCRIPTION_SQL, [schema.name])).rows[0]
        ?.description ?? null,
  }));
  const tableNames = new Set(access.tables);
  const functionNames = new Set(access.functions);
  const body = JSON.stringify(
    openApiSpec({
      tables: [...schema.tables.values()]
        .filter((t) => tableNames.has(t.name))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
      routines: [...schema.routines.entries()]
        .filter(([name]) => functionNames.has(name))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .flatMap(([, overloads]) => overloads),
      relationships: schema.relationships,
      schemaDescription: access.description,
      serverUrl: new URL(`${req.ctx.apiUrl.replace(/\/$/, '')}/rest/v1/`),
    }),
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/openapi+json; charset=utf-8' };
  if (req.negotiatedByProfile) headers['Content-Profile'] = req.schemaName;
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  });
}
