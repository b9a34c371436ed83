import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Backend } from '../backend.ts';
import { configSection, readSupabaseConfig } from '../supabaseConfig.ts';
import type { Database } from './database.ts';
import { listSeedFiles } from './seedFiles.ts';

export const SEED_SQL_PATH = new URL('../../supabase/seed.sql', import.meta.url).pathname;
/** The key of the main seed in the CLI's ledger table, as `supabase db reset` records it. */
const LEDGER_KEY = 'supabase/seed.sql';
const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
const REPO_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The seed files in the order `supabase db reset` runs them: `[db.seed] sql_paths` of config.toml, each
 * a path or glob relative to supabase/, a glob's matches sorted by name. Features add their demo content
 * as their own file (supabase/seeds/<feature>.sql) instead of growing one seed.sql.
 */
export function seedSqlPaths(): string[] {
  const patterns = configSection(readSupabaseConfig(), 'db.seed').sql_paths;
  const list = Array.isArray(patterns) ? patterns.map(String) : ['./seed.sql'];
  const files = list.flatMap((pattern) => globSync(pattern, { cwd: SUPABASE_DIR }).sort());
  return [...new Set(files)].map((file) => `${SUPABASE_DIR}${file.replace(/^\.\//, '')}`);
}
// The same lock as migrate(): parallel first starts on one PostgreSQL server must not both seed.
const SEED_LOCK = 5432100;

async function alreadySeeded(db: Pick<Database, 'query'>): Promise<boolean> {
  const { rows } = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
    LEDGER_KEY,
  ]);
  return rows.length > 0;
}

/**
 * Runs the seed files and records each in one transaction, once per database. Returns whether it ran.
 * `storageUrl` (e.g. http://127.0.0.1:54321/storage/v1) prefixes the public URLs the seed stores.
 */
export async function runSeedSql(db: Database, storageUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await alreadySeeded(tx)) return false;
    await tx.query(`select set_config('seed.storage_url', $1, true)`, [storageUrl]);
    for (const path of seedSqlPaths()) {
      const sql = readFileSync(path, 'utf8');
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        relative(REPO_DIR, path),
        createHash('sha256').update(sql).digest('hex'),
      ]);
    }
    return true;
  });
}

/** Uploads supabase/seed/files/<bucket>/<path> through the Storage API as the service role (upserts). */
export async function uploadSeedFiles(backend: Backend): Promise<void> {
  const client = createClient(backend.ctx.apiUrl, backend.ctx.keys.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => backend.fetch(new Request(input, init)) },
  });
  for (const file of listSeedFiles()) {
    const { error } = await client.storage
      .from(file.bucket)
      .upload(file.path, readFileSync(file.absolutePath), { contentType: file.contentType, upsert: true });
    if (error) throw new Error(`No se pudo subir ${file.bucket}/${file.path}: ${error.message}`);
  }
}

/**
 * Demo content for a fresh database: files first, then the rows that point at them, so an interrupted
 * first start simply seeds again on the next one. Returns false when this database was already seeded.
 */
export async function seedDatabase(backend: Backend): Promise<boolean> {
  if (await alreadySeeded(backend.db)) return false;
  await uploadSeedFiles(backend);
  return runSeedSql(backend.db, `${backend.ctx.apiUrl}/storage/v1`);
}
