import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@palabra-viva/local-supabase';
import { listMigrations, migrate, openDatabase, withDatabaseName } from '@palabra-viva/local-supabase';
import { onServer } from '../../scripts/bench/onServer.ts';

export interface OlderDatabase {
  /** A fresh database with every migration older than the one under test, and none from it on. */
  db: Database;
  /** Drops the database (on PostgreSQL) after closing it. */
  close(): Promise<void>;
}

/**
 * A database in the shape it had before `version`, to fill with old data and then `migrate(db)`: what a
 * migration does to data it finds. In memory on PGlite, a throwaway database on DATABASE_URL's server.
 */
export async function migratedUpTo(version: string, name: string): Promise<OlderDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let drop = async () => {};
  if (serverUrl) {
    const database = `test_${name}_${process.pid}`;
    await onServer(serverUrl, `drop database if exists ${database} with (force)`);
    await onServer(serverUrl, `create database ${database}`);
    drop = () => onServer(serverUrl, `drop database if exists ${database} with (force)`);
    db = await openDatabase({ kind: 'postgres', url: withDatabaseName(serverUrl, database) });
  } else {
    db = await openDatabase({ kind: 'memory' });
  }
  const before = mkdtempSync(join(tmpdir(), 'pv-migrations-'));
  for (const migration of listMigrations().filter((m) => m.version < version)) {
    symlinkSync(migration.path, join(before, `${migration.version}_${migration.name}.sql`));
  }
  await migrate(db, before);
  rmSync(before, { recursive: true, force: true });
  return {
    db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
