import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url).pathname;
const BOOTSTRAP = new URL('../bootstrap.sql', import.meta.url).pathname;

/** `20250605120000_create_posts.sql` → version `20250605120000`, name `create_posts` (the CLI's convention). */
export function parseMigrationFileName(fileName: string): { version: string; name: string } | undefined {
  const match = /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(fileName);
  return match ? { version: match[1]!, name: match[2]! } : undefined;
}

export function listMigrations(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .flatMap((fileName) => {
      const parsed = parseMigrationFileName(fileName);
      return parsed ? [{ ...parsed, path: join(dir, fileName) }] : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

// Concurrent first starts on one PostgreSQL server (parallel test workers) must not race the bootstrap.
const BOOTSTRAP_LOCK = 5432100;

/**
 * Creates what hosted Supabase provides, then applies each pending migration in its own transaction
 * together with its ledger row, so a crash mid-way leaves every migration either fully applied or not at all.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    await tx.exec(readFileSync(BOOTSTRAP, 'utf8'));
  });
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
      await tx.exec(readFileSync(migration.path, 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
