import type { Database } from '@palabra-viva/local-supabase';

/**
 * A fingerprint of what an attack could have changed: row count and checksum of every table in the
 * given schemas (the project's data, storage rows and object bytes by default). Read as the superuser on
 * purpose: the test must see everything, whatever RLS hides from the attacker.
 */
export type Snapshot = Record<string, { rows: number; md5: string }>;

export const DATA_SCHEMAS = ['public', 'storage', 'storage_local'];
/** Add the auth schema for attacks on accounts and sessions. */
export const WITH_AUTH = [...DATA_SCHEMAS, 'auth'];

export async function snapshot(db: Database, schemas: string[] = DATA_SCHEMAS): Promise<Snapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($1::text[])
      order by 1`,
    [schemas],
  );
  const result: Snapshot = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
         from ${name} t`,
    );
    result[name] = rows[0]!;
  }
  return result;
}

/**
 * Runs the attack and returns its outcome, after checking that no table changed. Comparing whole
 * snapshots makes the failure message name the table that moved.
 */
export async function unchangedBy<T>(
  db: Database,
  attack: () => Promise<T>,
  schemas: string[] = DATA_SCHEMAS,
): Promise<T> {
  const before = await snapshot(db, schemas);
  const outcome = await attack();
  const after = await snapshot(db, schemas);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    const moved = Object.keys({ ...before, ...after }).filter(
      (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
    );
    throw new Error(`the attack changed ${moved.join(', ')}`);
  }
  return outcome;
}
