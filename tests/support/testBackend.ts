import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Backend, createBackend, withDatabaseName } from '@palabra-viva/local-supabase';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '#core/database.types.ts';

export const API_URL = 'http://127.0.0.1:54321';

export interface TestBackend {
  backend: Backend;
  /** A supabase-js client bound to the in-process app (no port), with its own in-memory session. */
  client(key?: 'anon' | 'service_role'): SupabaseClient<Database>;
  /** A client signed in with email and password. */
  signedIn(email: string, password?: string): Promise<SupabaseClient<Database>>;
  close(): Promise<void>;
}

/**
 * The global setup's migrated cluster, read once per worker (a worker runs many files). PGlite reads a
 * snapshot through `arrayBuffer()`, which on a Blob copies all 44 MB again on every call (~0.25 s here):
 * this one answers with the bytes it holds, which PGlite only reads.
 */
class SnapshotBytes extends Blob {
  readonly #tarball: ArrayBuffer;
  constructor(tarball: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#tarball = tarball;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#tarball);
  }
}
let snapshot: SnapshotBytes | undefined;
function migratedCluster(): Blob {
  if (!snapshot) {
    const file = readFileSync(inject('pgliteSnapshot'));
    snapshot = new SnapshotBytes(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  }
  return snapshot;
}

/**
 * A fresh backend per test file: PGlite in memory, or, when DATABASE_URL is set, a new database cloned
 * from the migrated template that the global setup prepared on that server.
 */
/** `siteUrl`: the site's origin when not config.toml's (the backend's BackendOptions.siteUrl). */
export async function startTestBackend({ siteUrl }: { siteUrl?: string } = {}): Promise<TestBackend> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let backend: Backend;
  if (serverUrl) {
    const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    backend = await createBackend({
      target: { kind: 'postgres', url: withDatabaseName(serverUrl, name) },
      apiUrl: API_URL,
      siteUrl,
    });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    backend = await createBackend({
      target: { kind: 'memory', snapshot: migratedCluster() },
      apiUrl: API_URL,
      siteUrl,
    });
  }
  const fetchApp = (input: RequestInfo | URL, init?: RequestInit) => backend.fetch(new Request(input, init));
  const client = (key: 'anon' | 'service_role' = 'anon') =>
    createClient<Database>(
      API_URL,
      key === 'anon' ? backend.ctx.keys.publishableKey : backend.ctx.keys.secretKey,
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchApp },
      },
    );
  return {
    backend,
    client,
    async signedIn(email, password = 'demo-password-123') {
      const signed = client('anon');
      const { error } = await signed.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return signed;
    },
    async close() {
      await backend.close();
      await dropDatabase();
    },
  };
}
