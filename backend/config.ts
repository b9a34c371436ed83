/** The Supabase CLI's public demo secret: local development only, overridable with JWT_SECRET. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DATA_DIR = '.data';

/** Roles a JWT may switch to. Any other `role` claim is refused, so no token can become a superuser. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];
