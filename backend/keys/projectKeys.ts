import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayTokens } from '../gateway/admitApiKey.ts';
import { configSection, SUPABASE_CONFIG_PATH, type SupabaseConfig } from '../supabaseConfig.ts';
import type { KeyRing } from './keyRing.ts';

/** Where `[auth] signing_keys_path` points: relative paths start at supabase/, as the CLI resolves them. */
export function signingKeysPathFrom(
  config: SupabaseConfig,
  configPath: URL | string = SUPABASE_CONFIG_PATH,
): string | undefined {
  const path = configSection(config, 'auth').signing_keys_path;
  if (typeof path !== 'string' || path === '') return undefined;
  const supabaseDir = dirname(configPath instanceof URL ? fileURLToPath(configPath) : configPath);
  return isAbsolute(path) ? path : join(supabaseDir, path);
}

/** Ten years, as the CLI's asymmetric role keys. */
const ROLE_TOKEN_SECONDS = 10 * 365 * 24 * 3600;

/** The role JWTs the gateway substitutes for the publishable and secret keys, signed like any session. */
export function gatewayTokensFor(ring: KeyRing, nowMs = Date.now()): GatewayTokens {
  const exp = Math.floor(nowMs / 1000) + ROLE_TOKEN_SECONDS;
  return {
    anon: ring.sign({ iss: 'supabase-demo', role: 'anon', exp }),
    serviceRole: ring.sign({ iss: 'supabase-demo', role: 'service_role', exp }),
  };
}
