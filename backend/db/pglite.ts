import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.ts';
import { lockDataDir } from './dataDirLock.ts';

const extensions = { pgcrypto };
const asText = (value: string) => value;
// Timestamps, bigint and numeric stay as Postgres prints them, as with the node-postgres driver.
const parsers = { 20: asText, 1700: asText, 1082: asText, 1114: asText, 1184: asText };
// Strings reach Postgres as text, as node-postgres sends them, so Postgres judges them: PGlite's own
// boolean and bytea serializers throw in JavaScript on text Postgres reads (`yes`) or refuses (22P02).
const serializers = {
  16: (value: unknown) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
  17: (value: unknown) =>
    value instanceof Uint8Array ? `\\x${Buffer.from(value).toString('hex')}` : String(value),
};

/**
 * Postgres zeroes its whole buffer cache at start, and at the default 128 MB that was a third of each start
 * (in-memory 1.23 -> 0.86 s here). A cluster in memory already reads its pages from memory (Emscripten's
 * MEMFS), so 16 MB is plenty; the tests start hundreds of these. A cluster on disk (npm start, a restart after
 * a crash) keeps 32 MB, with the OS caching the files behind it: a restart's main thread went from 2.0 to
 * 1.6 s of CPU here.
 */
const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const ON_DISK_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(
      sql: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(
        sql,
        params ? [...params] : undefined,
        options?.rawJson ? { parsers: { ...parsers, 114: asText, 3802: asText } } : undefined,
      );
      // PGlite reports affectedRows 0 for a SELECT; node-postgres reports the rows returned.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * An empty folder is initialised aside and renamed into place, so a crash during first-time setup
 * leaves no half-made cluster behind: the next start simply initialises again.
 */
async function ensureCluster(dataDir: string): Promise<string> {
  const clusterDir = join(dataDir, 'pgdata');
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return clusterDir;
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith('pgdata.init-')) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  rmSync(clusterDir, { recursive: true, force: true });
  const staging = join(dataDir, `pgdata.init-${process.pid}`);
  const fresh = await PGlite.create({ dataDir: staging, extensions, parsers, serializers });
  await fresh.close();
  renameSync(staging, clusterDir);
  return clusterDir;
}

export async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<Database> {
  let release = () => {};
  let db: PGlite;
  if (options.dataDir === undefined) {
    db = await PGlite.create({
      extensions,
      parsers,
      serializers,
      loadDataDir: options.snapshot,
      startParams: IN_MEMORY_START,
    });
  } else {
    const dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    try {
      db = await PGlite.create({
        dataDir: await ensureCluster(dataDir),
        extensions,
        parsers,
        serializers,
        startParams: ON_DISK_START,
      });
    } catch (error) {
      release();
      throw error;
    }
  }
  const base = wrap(db);
  return {
    kind: 'pglite',
    ...base,
    async transaction(work, transactionOptions) {
      return db.transaction(async (tx) => {
        if (transactionOptions?.readOnly) await tx.query('set transaction read only');
        return work(wrap(tx));
      });
    },
    async snapshot() {
      return db.dumpDataDir('none');
    },
    async listen(channel, onPayload) {
      await db.listen(channel, onPayload);
    },
    async close() {
      await db.close();
      release();
    },
  };
}
