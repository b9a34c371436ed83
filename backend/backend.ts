import { type AdmissionLimits, admissionFromEnv } from './admission/limits.ts';
import { withAdmission } from './admission/withAdmission.ts';
import { createApp } from './app.ts';
import { DEMO_JWT_SECRET } from './config.ts';
import type { BackendContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type DatabaseTarget, openDatabase } from './db/openDatabase.ts';
import { legacyKeysEnabledFrom, resolveApiKeys } from './keys/apiKeys.ts';
import { createKeyRing } from './keys/keyRing.ts';
import { gatewayTokensFor, signingKeysPathFrom } from './keys/projectKeys.ts';
import { generateSigningKey, loadSigningKeys, type SigningJwk } from './keys/signingKeys.ts';
import { readSupabaseConfig } from './supabaseConfig.ts';

export interface BackendOptions {
  target: DatabaseTarget;
  jwtSecret?: string;
  /** Public URL the API is reached at; defaults to the local port. */
  apiUrl?: string;
  /** The site's origin when it is not config.toml's `site_url` (`npm start` on another PORT). */
  siteUrl?: string;
  /** Admission control (concurrency, queue, time limits); defaults from API_MAX_* env variables. */
  admission?: AdmissionLimits;
  /** Signing keys instead of the file `[auth] signing_keys_path` names (tests of rotation). */
  signingKeys?: SigningJwk[];
  /** Whether the legacy anon/service_role keys open the API; LEGACY_API_KEYS=disabled says no. */
  legacyApiKeys?: boolean;
}

export interface Backend {
  ctx: BackendContext;
  db: Database;
  /** The whole API as a function, for tests and in-process callers that need no port. */
  fetch: (request: Request) => Promise<Response>;
  close(): Promise<void>;
  /** The signing keys file (undefined for keys given in options or made for this run) and whether this start wrote it. */
  signingKeysFile: { path: string | undefined; created: boolean };
}

/** Opens the database, applies the bootstrap and pending migrations and builds the app. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const secret = options.jwtSecret ?? process.env.JWT_SECRET ?? DEMO_JWT_SECRET;
  const config = readSupabaseConfig();
  const path = options.signingKeys ? undefined : signingKeysPathFrom(config);
  const { keys: signingKeys, created } = options.signingKeys
    ? { keys: options.signingKeys, created: false }
    : signingKeysOf(path);
  const jwtSecret = new TextEncoder().encode(secret);
  const signing = createKeyRing(signingKeys, jwtSecret);
  const keys = await resolveApiKeys({
    jwtSecret: secret,
    config,
    legacyKeysEnabled: options.legacyApiKeys ?? legacyKeysEnabledFrom(process.env),
  });
  const db = await openDatabase(options.target);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const ctx: BackendContext = {
    db,
    jwtSecret,
    keys,
    signing,
    gatewayTokens: gatewayTokensFor(signing),
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:54321',
    siteUrl: options.siteUrl,
  };
  const app = createApp(ctx);
  const admission = options.admission ?? admissionFromEnv(process.env);
  return {
    ctx,
    db,
    fetch: withAdmission(async (request) => app.fetch(request), admission),
    close: () => db.close(),
    signingKeysFile: { path, created },
  };
}

/** A config without signing_keys_path gets a key of its own for this run (sessions end at restart). */
function signingKeysOf(path: string | undefined): { keys: SigningJwk[]; created: boolean } {
  return path ? loadSigningKeys(path) : { keys: [generateSigningKey('ES256')], created: false };
}
