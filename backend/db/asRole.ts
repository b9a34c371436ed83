import type { JwtClaims } from '../jwt.ts';
import type { Database, Queryable } from './database.ts';

export interface RequestIdentity {
  claims: JwtClaims;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The Data API's `search_path`: the request's schema, then `[api] extra_search_path`. */
  searchPath?: string;
  /** `Prefer: timezone=…`, a name Postgres knows. */
  timezone?: string;
}

// Per-role limits as on hosted Supabase. PGlite runs single-threaded and cannot interrupt a statement,
// so these only take effect on a real PostgreSQL server.
const STATEMENT_TIMEOUT: Record<string, string> = { anon: '3s', authenticated: '8s', service_role: '0' };

/**
 * Runs `work` in one transaction as the JWT's role with PostgREST's transaction-local settings, so every
 * row it touches passes through Postgres's grants and RLS. GET/HEAD-style work passes `readOnly`.
 */
export function asRole<T>(
  db: Database,
  identity: RequestIdentity,
  work: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const { cookie: _cookie, ...headers } = identity.headers;
    await tx.query(
      `select set_config('search_path', $7, true),
              set_config('statement_timeout', $1, true),
              set_config('role', $2, true),
              set_config('request.jwt.claims', $3, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true)${
                identity.timezone === undefined
                  ? ''
                  : `,
              set_config('timezone', $8, true)`
              }`,
      [
        STATEMENT_TIMEOUT[identity.claims.role] ?? '8s',
        identity.claims.role,
        JSON.stringify(identity.claims),
        identity.method,
        identity.path,
        JSON.stringify(headers),
        identity.searchPath ?? 'public, extensions',
        ...(identity.timezone === undefined ? [] : [identity.timezone]),
      ],
    );
    return work(tx);
  }, options);
}

/** Internal work of the auth and storage servers runs as their own roles, never as the superuser. */
export async function switchRole(
  tx: Queryable,
  role: 'supabase_auth_admin' | 'supabase_storage_admin',
): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [role]);
}
