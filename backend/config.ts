import { SignJWT } from 'jose';

/** The Supabase CLI's public demo secret: local development only, overridable with JWT_SECRET. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DATA_DIR = '.data';

/** Roles a JWT may switch to. Any other `role` claim is refused, so no token can become a superuser. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * The anon and service_role keys are long-lived HS256 JWTs derived from the secret, exactly like the
 * Supabase CLI's: same issuer and expiry, so with the demo secret they equal the CLI's published keys.
 */
export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const sign = (role: ApiRole) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(1983812996)
      .sign(new TextEncoder().encode(secret));
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}
