import { relative } from 'node:path';
import type { ApiKeys } from './keys/apiKeys.ts';

export const DEMO_LOGINS = [
  { email: 'admin@example.org', role: 'admin' },
  { email: 'editor@example.org', role: 'editor' },
  { email: 'pastoral@example.org', role: 'pastoral' },
] as const;
export const DEMO_PASSWORD = 'demo-password-123';

/** How the signing keys came to be, for the banner's last key line. */
export interface SigningKeysNote {
  kid: string;
  /** The keys file, or undefined when config.toml names none (a key for this run only). */
  path: string | undefined;
  created: boolean;
}

/**
 * The lines `npm start` and `npm run backend` print: where the API is, its keys (the new ones first, the
 * legacy ones beside them, as `supabase status` lists them) and the demo logins.
 */
export function describeBackend(
  apiUrl: string,
  keys: ApiKeys,
  databaseLabel: string,
  signing: SigningKeysNote,
): string {
  const legacy = keys.legacyKeysEnabled ? '' : ' (desactivada: LEGACY_API_KEYS=disabled)';
  const where = signing.path
    ? `${relative(process.cwd(), signing.path)}${signing.created ? ', creada ahora' : ''}`
    : 'solo para esta ejecución: config.toml no nombra signing_keys_path';
  return [
    `API (Supabase local): ${apiUrl}   [${databaseLabel}]`,
    `  publishable key:  ${keys.publishableKey}`,
    `  secret key:       ${keys.secretKey}`,
    `  anon key:         ${keys.anonKey}${legacy}`,
    `  service_role key: ${keys.serviceRoleKey}${legacy}`,
    `  JWKS:             ${apiUrl}/auth/v1/.well-known/jwks.json (firma ES256/RS256, kid ${signing.kid}; ${where})`,
    `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((login) => `  ${login.email.padEnd(22)} ${login.role}`),
  ].join('\n');
}
