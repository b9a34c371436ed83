import { type AdmissionLimits, admissionFromEnv } from './admission/limits.ts';
import { withAdmission } from './admission/withAdmission.ts';
import { createApp } from './app.ts';
import { DEMO_JWT_SECRET, deriveApiKeys } from './config.ts';
import type { BackendContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type DatabaseTarget, openDatabase } from './db/openDatabase.ts';

export interface BackendOptions {
  target: DatabaseTarget;
  jwtSecret?: string;
  /** Public URL the API is reached at; defaults to the local port. */
  apiUrl?: string;
  /** Admission control (concurrency, queue, time limits); defaults from API_MAX_* env variables. */
  admission?: AdmissionLimits;
}

export interface Backend {
  ctx: BackendContext;
  db: Database;
  /** The whole API as a function, for tests and in-process callers that need no port. */
  fetch: (request: Request) => Promise<Response>;
  close(): Promise<void>;
}

/** Opens the database, applies the bootstrap and pending migrations and builds the app. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const secret = options.jwtSecret ?? process.env.JWT_SECRET ?? DEMO_JWT_SECRET;
  const db = await openDatabase(options.target);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const ctx: BackendContext = {
    db,
    jwtSecret: new TextEncoder().encode(secret),
    keys: await deriveApiKeys(secret),
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:54321',
  };
  const app = createApp(ctx);
  const admission = options.admission ?? admissionFromEnv(process.env);
  return {
    ctx,
    db,
    fetch: withAdmission(async (request) => app.fetch(request), admission),
    close: () => db.close(),
  };
}
