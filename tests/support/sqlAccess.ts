import { randomUUID } from 'node:crypto';
import { isPgError, runSeedSql } from '@palabra-viva/local-supabase';
import type { JwtClaims } from '@palabra-viva/local-supabase/testing';
import { asRole, switchRole } from '@palabra-viva/local-supabase/testing';
import { ACTOR_EMAILS, type Actor } from './accessMatrix.ts';
import { API_URL, startTestBackend, type TestBackend } from './testBackend.ts';

export type Attempt =
  | { ok: true; rowCount: number; rows: Record<string, unknown>[] }
  | { ok: false; code: string; message: string };

class Rollback {
  readonly attempt: Attempt;
  constructor(attempt: Attempt) {
    this.attempt = attempt;
  }
}

export interface SeededBackend extends TestBackend {
  /** User ids of the signed-in actors (the seed's staff plus a member without a role). */
  ids: Record<Exclude<Actor, 'anon'>, string>;
  claims(actor: Actor | 'service_role'): JwtClaims;
  /** Runs one statement as the actor, through grants and RLS, and always rolls it back. */
  attempt(actor: Actor | 'service_role', sql: string, params?: unknown[]): Promise<Attempt>;
}

/** Creates an account the way the auth server does: as its own role, never as the superuser. */
export async function createAuthUser(t: TestBackend, email: string): Promise<string> {
  const id = randomUUID();
  await t.backend.db.transaction(async (tx) => {
    await switchRole(tx, 'supabase_auth_admin');
    await tx.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [id, email],
    );
  });
  return id;
}

/** A migrated backend with the demo seed and a signed-in member without a staff role. */
export async function startSeededBackend(): Promise<SeededBackend> {
  const t = await startTestBackend();
  await runSeedSql(t.backend.db, `${API_URL}/storage/v1`);
  const member = await createAuthUser(t, ACTOR_EMAILS.member);
  const { rows } = await t.backend.db.query<{ id: string; email: string }>(
    'select id, email from public.users where email = any($1)',
    [[ACTOR_EMAILS.editor, ACTOR_EMAILS.pastoral, ACTOR_EMAILS.admin]],
  );
  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
  const ids = {
    member,
    editor: idOf(ACTOR_EMAILS.editor),
    pastoral: idOf(ACTOR_EMAILS.pastoral),
    admin: idOf(ACTOR_EMAILS.admin),
  };
  const claims = (actor: Actor | 'service_role'): JwtClaims =>
    actor === 'anon' || actor === 'service_role'
      ? { role: actor }
      : { role: 'authenticated', aud: 'authenticated', sub: ids[actor], email: ACTOR_EMAILS[actor] };

  async function attempt(
    actor: Actor | 'service_role',
    sql: string,
    params: unknown[] = [],
  ): Promise<Attempt> {
    const identity = { claims: claims(actor), method: 'POST', path: '/rest/v1/', headers: {} };
    try {
      await asRole(t.backend.db, identity, async (tx) => {
        const result = await tx.query(sql, params);
        // PGlite reports no affected rows for a select, node-postgres the rows returned: count either.
        const rowCount = Math.max(result.rowCount, result.rows.length);
        throw new Rollback({ ok: true, rowCount, rows: result.rows });
      });
    } catch (error) {
      if (error instanceof Rollback) return error.attempt;
      if (isPgError(error)) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
    throw new Error('unreachable');
  }

  return { ...t, ids, claims, attempt };
}

/** `insert into public.t (a, b) values ($1, $2)` for a sample row. */
export function insertStatement(table: string, row: Record<string, unknown> | undefined) {
  if (!row) return { sql: `insert into public.${table} default values`, params: [] };
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
    params: Object.values(row),
  };
}

/** `update public.t set a = $1, b = $2` over every row the actor may reach. */
export function updateStatement(table: string, change: Record<string, unknown>) {
  const assignments = Object.keys(change).map((column, index) => `${column} = $${index + 1}`);
  return { sql: `update public.${table} set ${assignments.join(', ')}`, params: Object.values(change) };
}
