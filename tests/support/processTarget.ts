import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabaseName } from '../../backend/db/databaseUrl.ts';

/** Where a backend process (backendProcess.ts) keeps its data: its arguments, environment and cleanup. */
export interface ProcessTarget {
  kind: 'pglite' | 'postgres';
  args: string[];
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh place for a backend process's data: with DATABASE_URL, a new database on that server (cloned
 * from `template` when given, else migrated by the backend at start); otherwise an empty PGlite folder.
 */
export async function freshProcessTarget(
  serverUrl = process.env.DATABASE_URL,
  template?: string,
): Promise<ProcessTarget> {
  if (serverUrl) {
    const name = `proc_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    return {
      kind: 'postgres',
      args: [],
      env: { DATABASE_URL: withDatabaseName(serverUrl, name) },
      cleanup: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pv-proc-'));
  return {
    kind: 'pglite',
    args: ['--data-dir', dataDir],
    env: {},
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
