import type { Database } from './db/database.ts';
import type { GatewayTokens } from './gateway/admitApiKey.ts';
import type { ApiKeys } from './keys/apiKeys.ts';
import type { KeyRing } from './keys/keyRing.ts';

/** What every router needs: the database, the keys that open the API and those that sign and verify tokens. */
export interface BackendContext {
  db: Database;
  /** The legacy HS256 secret (legacy keys, older sessions, Storage's signed URLs). */
  jwtSecret: Uint8Array;
  keys: ApiKeys;
  /** The signing keys of `[auth] signing_keys_path`: Auth signs with them, every service verifies. */
  signing: KeyRing;
  /** The role JWTs the gateway hands the services for the publishable and secret keys. */
  gatewayTokens: GatewayTokens;
  /** Public base URL of the API (used in signed URLs and logs). */
  apiUrl: string;
  /**
   * Where the site really runs, over config.toml's `[auth] site_url` (whose port is the default's): Auth's
   * emails link to it and redirects to any path of it are allowed, as a hosted project's Site URL.
   */
  siteUrl?: string;
}
