import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, withDatabaseName } from '@palabra-viva/local-supabase';
import { onServer } from './onServer.ts';

/** Where a backend process (backendProcess.ts) keeps its data: its arguments, environment and cleanup. */
export interface ProcessTarget {
  kind: 'pglite' | 'postgres';
  args: string[];
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

export interface TargetOptions {
  /** A PostgreSQL server; when absent the backend uses an embedded PGlite folder. */
  serverUrl?: string;
  /** PostgreSQL: a migrated database to clone (else the backend migrates the new one at start). */
  template?: string;
  /** PGlite: a tarball of a migrated cluster (`db.snapshot()`) to unpack (else the backend runs initdb). */
  snapshot?: string;
  /** PGlite: where the data folder goes (a small file system for the full-disk test). */
  dataDir?: string;
}

/** A fresh place for a backend process's data: a new database on the server, or a PGlite folder. */
export async function freshProcessTarget(options: TargetOptions = {}): Promise<ProcessTarget> {
  const { serverUrl } = options;
  if (serverUrl) {
    const name = `proc_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await onServer(
      serverUrl,
      `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
    );
    return {
      kind: 'postgres',
      args: [],
      env: { DATABASE_URL: withDatabaseName(serverUrl, name) },
      cleanup: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pv-proc-'));
  if (options.snapshot) {
    mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
    execFileSync('tar', ['-xf', options.snapshot, '-C', join(dataDir, 'pgdata')], { stdio: 'ignore' });
  }
  return {
    kind: 'pglite',
    args: ['--data-dir', dataDir],
    env: {},
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A migrated PGlite cluster as a tarball, for scripts that run outside the test runner's global setup. */
export async function writePgliteSnapshot(path: string): Promise<string> {
  const backend = await createBackend({ target: { kind: 'memory' } });
  const snapshot = await backend.db.snapshot!();
  await backend.close();
  writeFileSync(path, new Uint8Array(await snapshot.arrayBuffer()));
  return path;
}
