import { SignJWT } from 'jose';
import { type ApiRole, DEMO_JWT_SECRET } from '../config.ts';
import { configSection, readSupabaseConfig, type SupabaseConfig } from '../supabaseConfig.ts';

/**
 * The project's API keys. Publishable (`sb_publishable_…`, acts as anon) and secret (`sb_secret_…`, acts
 * as service_role) come from `[auth] publishable_key` / `secret_key` of config.toml, else are the CLI's
 * fixed local keys, so a developer sees the same values `supabase status` prints. The legacy anon and
 * service_role keys are HS256 JWTs derived from the JWT secret as the CLI derives them; they keep working
 * unless switched off (LEGACY_API_KEYS=disabled), as on a hosted project until its legacy keys are
 * deactivated.
 */
export interface ApiKeys {
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
  legacyKeysEnabled: boolean;
}

/** supabase/cli pkg/config/apikeys.go: the keys `supabase start` gives every local project. */
export const CLI_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const CLI_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** Every secret key starts so; a browser bundle must never contain one. */
export const SECRET_KEY_PREFIX = 'sb_secret_';
export const PUBLISHABLE_KEY_PREFIX = 'sb_publishable_';

/**
 * The legacy keys: long-lived HS256 JWTs with the CLI's issuer and expiry, so with the demo secret they
 * equal the keys the CLI publishes.
 */
export async function deriveLegacyKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const sign = (role: ApiRole) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(1983812996)
      .sign(new TextEncoder().encode(secret));
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

/** LEGACY_API_KEYS=disabled switches the legacy keys off; anything else (or nothing) leaves them on. */
export function legacyKeysEnabledFrom(env: NodeJS.ProcessEnv): boolean {
  return env.LEGACY_API_KEYS?.trim().toLowerCase() !== 'disabled';
}

/** The new keys config.toml names, else the CLI's. */
export function newApiKeysFrom(config: SupabaseConfig): { publishableKey: string; secretKey: string } {
  const auth = configSection(config, 'auth');
  // An `env(NAME)` left as written means the variable is unset: the key counts as not configured.
  const configured = (value: unknown) =>
    typeof value === 'string' && value !== '' && !/^env\(/.test(value) ? value : undefined;
  return {
    publishableKey: configured(auth.publishable_key) ?? CLI_PUBLISHABLE_KEY,
    secretKey: configured(auth.secret_key) ?? CLI_SECRET_KEY,
  };
}

export async function resolveApiKeys(options: {
  jwtSecret: string;
  config: SupabaseConfig;
  legacyKeysEnabled: boolean;
}): Promise<ApiKeys> {
  return {
    ...newApiKeysFrom(options.config),
    ...(await deriveLegacyKeys(options.jwtSecret)),
    legacyKeysEnabled: options.legacyKeysEnabled,
  };
}

/** The keys of a backend started from this repository's config.toml and environment (for other processes). */
export function localApiKeys(env: NodeJS.ProcessEnv = process.env): Promise<ApiKeys> {
  return resolveApiKeys({
    jwtSecret: env.JWT_SECRET ?? DEMO_JWT_SECRET,
    config: readSupabaseConfig(),
    legacyKeysEnabled: legacyKeysEnabledFrom(env),
  });
}
