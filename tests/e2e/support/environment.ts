import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';

/** What the e2e global setup started, passed to the test workers through the environment. */
export interface E2eEnvironment {
  siteUrl: string;
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
}

export function e2eEnvironment(): E2eEnvironment {
  const { E2E_SITE_URL, E2E_API_URL, E2E_PUBLISHABLE_KEY, E2E_SECRET_KEY } = process.env;
  if (!E2E_SITE_URL || !E2E_API_URL || !E2E_PUBLISHABLE_KEY || !E2E_SECRET_KEY) {
    throw new Error('El entorno e2e no está preparado: ejecuta las pruebas con `npx playwright test`.');
  }
  return {
    siteUrl: E2E_SITE_URL,
    apiUrl: E2E_API_URL,
    publishableKey: E2E_PUBLISHABLE_KEY,
    secretKey: E2E_SECRET_KEY,
  };
}

/** A service-role client for checking what a journey stored (rows and objects) behind RLS. */
export function serviceClient(): SupabaseClient<Database> {
  const env = e2eEnvironment();
  return createClient<Database>(env.apiUrl, env.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
