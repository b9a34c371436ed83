import type { Database, Queryable } from '@palabra-viva/local-supabase';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * One archive with everything a local install holds (docs/design.md §9: `npm run db:backup` /
 * `npm run db:restore`): every row of the project's schemas as JSON lines, and every stored file's bytes
 * under files/<bucket>/<name>. A restore puts them back into an empty install of the same migrations,
 * byte for byte. Production has Supabase's own backups (DEPLOY.md, «Copias de seguridad»).
 */

export const BACKUP_FORMAT = 'palabra-viva-backup';
/** The schemas whose tables are the install's data (the API's, the private ones, accounts, storage rows). */
export const BACKUP_SCHEMAS = ['public', 'private', 'auth', 'storage', 'supabase_migrations'];
/** Kept apart: the files travel as files, and the migration ledger is what a restore checks against. */
const NOT_AS_ROWS = ['storage_local.blobs', 'supabase_migrations.schema_migrations'];
const PAGE = 1000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the data was written under; a restore needs exactly these. */
  migrations: string[];
  /** Rows per table, as written. */
  tables: Record<string, number>;
  /** Sequences' last values, so new rows after a restore get new ids. */
  sequences: Record<string, string | null>;
  files: number;
}

/** Every table holding data, `schema.table`, quoted for SQL as `"schema"."table"`. */
export async function dataTables(db: Queryable): Promise<Array<{ name: string; sql: string }>> {
  const { rows } = await db.query<{ name: string; sql: string }>(
    `select n.nspname || '.' || c.relname as name, format('%I.%I', n.nspname, c.relname) as sql
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1::text[])
      order by 1`,
    [BACKUP_SCHEMAS],
  );
  return rows.filter((row) => !NOT_AS_ROWS.includes(row.name));
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}

/** The whole install as one ZIP (bytes), read in one read-only transaction: a consistent moment. */
export async function writeBackup(db: Database): Promise<{ archive: Uint8Array; manifest: BackupManifest }> {
  return db.transaction(
    async (tx) => {
      const entries: Record<string, Uint8Array> = {};
      const tables: Record<string, number> = {};
      for (const table of await dataTables(tx)) {
        const lines: string[] = [];
        for (let offset = 0; ; offset += PAGE) {
          const { rows } = await tx.query<{ line: string }>(
            `select to_json(t)::text as line from ${table.sql} t order by t::text limit ${PAGE} offset ${offset}`,
          );
          lines.push(...rows.map((row) => row.line));
          if (rows.length < PAGE) break;
        }
        tables[table.name] = lines.length;
        entries[`tables/${table.name}.jsonl`] = strToU8(lines.map((line) => `${line}\n`).join(''));
      }
      const { rows: blobs } = await tx.query<{ bucket_id: string; name: string; data: Uint8Array }>(
        'select bucket_id, name, data from storage_local.blobs order by bucket_id, name',
      );
      for (const blob of blobs) entries[`files/${blob.bucket_id}/${blob.name}`] = new Uint8Array(blob.data);
      const { rows: sequences } = await tx.query<{ name: string; last: string | null }>(
        `select schemaname || '.' || sequencename as name, last_value::text as last
           from pg_sequences where schemaname = any($1::text[]) order by 1`,
        [BACKUP_SCHEMAS],
      );
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx),
        tables,
        sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.last])),
        files: blobs.length,
      };
      entries['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
      return { archive: zipSync(entries, { level: 6 }), manifest };
    },
    { readOnly: true },
  );
}

/** Why a restore refuses, in the words the command prints. */
export class RestoreRefused extends Error {}

interface ReadBackup {
  manifest: BackupManifest;
  rows: Map<string, string[]>;
  files: Array<{ bucket: string; name: string; data: Uint8Array }>;
}

function readArchive(archive: Uint8Array): ReadBackup {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive);
  } catch {
    throw new RestoreRefused('El archivo no es una copia de seguridad (no es un ZIP legible).');
  }
  const manifestBytes = entries['manifest.json'];
  const manifest = manifestBytes ? (JSON.parse(strFromU8(manifestBytes)) as BackupManifest) : undefined;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1)
    throw new RestoreRefused('El archivo no es una copia de `npm run db:backup` (falta su manifest.json).');
  const rows = new Map<string, string[]>();
  const files: ReadBackup['files'] = [];
  for (const [path, bytes] of Object.entries(entries)) {
    const table = /^tables\/([a-z_]+\.[a-z0-9_]+)\.jsonl$/.exec(path)?.[1];
    if (table) rows.set(table, strFromU8(bytes).split('\n').filter(Boolean));
    const file = /^files\/([^/]+)\/(.+)$/.exec(path);
    if (file && !file[2]!.split('/').includes('..'))
      files.push({ bucket: file[1]!, name: file[2]!, data: bytes });
  }
  return { manifest, rows, files };
}

/**
 * An install is empty when it has only its migrations: no account, no stored file, no seed run (the demo
 * content of `npm start`). What the migrations themselves insert (settings, buckets, limits) is replaced.
 */
async function assertEmpty(tx: Queryable): Promise<void> {
  for (const table of ['auth.users', 'storage.objects', 'supabase_migrations.seed_files']) {
    const { rows } = await tx.query(`select 1 from ${table} limit 1`);
    if (rows.length > 0)
      throw new RestoreRefused(
        `La instalación no está vacía (${table} tiene filas). Restaura en una carpeta DATA_DIR nueva o en una base PostgreSQL recién creada, antes de arrancarla con npm start.`,
      );
  }
}

/**
 * Puts an archive back into an empty, migrated install, in one transaction with triggers and foreign
 * keys paused (the rows are already consistent; a trigger would stamp new dates or ask for rebuilds).
 * Tables the migrations fill (settings, buckets, limits) take the archive's rows instead.
 */
export async function restoreBackup(db: Database, archive: Uint8Array): Promise<BackupManifest> {
  const backup = readArchive(archive);
  const installed = await appliedMigrations(db);
  if (JSON.stringify(installed) !== JSON.stringify(backup.manifest.migrations))
    throw new RestoreRefused(
      `La copia es de otras migraciones (${backup.manifest.migrations.at(-1)}) que esta instalación (${installed.at(-1)}): usa la misma versión del repositorio con la que se hizo.`,
    );
  await db.transaction(async (tx) => {
    await assertEmpty(tx);
    await tx.query('set local session_replication_role = replica');
    const tables = await dataTables(tx);
    const emptied = [...tables.map((table) => table.sql), 'storage_local.blobs'];
    await tx.query(`truncate ${emptied.join(', ')}`);
    for (const table of tables) {
      const lines = backup.rows.get(table.name) ?? [];
      if (lines.length === 0) continue;
      const columns = await insertableColumns(tx, table.name);
      for (let start = 0; start < lines.length; start += PAGE) {
        await tx.query(
          `insert into ${table.sql} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table.sql}, $1::json)`,
          [`[${lines.slice(start, start + PAGE).join(',')}]`],
        );
      }
    }
    for (const file of backup.files) {
      await tx.query('insert into storage_local.blobs (bucket_id, name, data) values ($1, $2, $3)', [
        file.bucket,
        file.name,
        Buffer.from(file.data),
      ]);
    }
    for (const [sequence, last] of Object.entries(backup.manifest.sequences)) {
      if (last !== null) await tx.query('select setval($1::regclass, $2::bigint)', [sequence, last]);
    }
  });
  return backup.manifest;
}

/** The columns a restore writes: all but generated ones, which Postgres computes again. */
async function insertableColumns(tx: Queryable, table: string): Promise<string> {
  const { rows } = await tx.query<{ column: string }>(
    `select format('%I', a.attname) as column from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [table],
  );
  return rows.map((row) => row.column).join(', ');
}
