import type { ApiKeys } from './config.ts';
import type { Database } from './db/database.ts';

/** What every router needs: the database, the JWT secret and the derived API keys. */
export interface BackendContext {
  db: Database;
  jwtSecret: Uint8Array;
  keys: ApiKeys;
  /** Public base URL of the API (used in signed URLs and logs). */
  apiUrl: string;
}
