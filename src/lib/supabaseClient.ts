import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { publicApiKey } from '#core/publicApiKey.ts';

export type SiteClient = SupabaseClient<Database>;

export interface PublicApiConfig {
  url: string;
  /** The publishable key (or a legacy project's anon key): RLS decides what it may read or write. */
  publishableKey: string;
}

/**
 * The public API address and key, from PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the
 * legacy PUBLIC_SUPABASE_ANON_KEY). Missing values stop the build with a message saying what to set,
 * instead of a build quietly made of sample content; a secret key stops it too.
 */
export function publicApiConfig(env: Record<string, string | undefined> = process.env): PublicApiConfig {
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  const key = publicApiKey(env);
  if (!url || !key) {
    throw new Error(
      'Faltan PUBLIC_SUPABASE_URL y/o PUBLIC_SUPABASE_PUBLISHABLE_KEY (o PUBLIC_SUPABASE_ANON_KEY en un proyecto con claves antiguas): el sitio se construye leyendo el contenido publicado desde la API (npm start o npm run build los configuran).',
    );
  }
  return { url, publishableKey: key.key };
}

/**
 * The site's one typed Supabase client (publishable key: RLS decides what visitors may read or write).
 * Nothing else in the site calls createClient. Sessions are not persisted unless a caller asks for it.
 */
export function createSiteClient(
  { url, publishableKey }: PublicApiConfig,
  options: SupabaseClientOptions<'public'> = {},
): SiteClient {
  return createClient<Database>(url, publishableKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}
