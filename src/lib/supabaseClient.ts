import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';

export type SiteClient = SupabaseClient<Database>;

export interface PublicApiConfig {
  url: string;
  anonKey: string;
}

/**
 * The public API address and anon key, from PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY. Missing values
 * stop the build with a message saying what to set, instead of a build quietly made of sample content.
 */
export function publicApiConfig(env: Record<string, string | undefined> = process.env): PublicApiConfig {
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) {
    throw new Error(
      'Faltan PUBLIC_SUPABASE_URL y/o PUBLIC_SUPABASE_ANON_KEY: el sitio se construye leyendo el contenido publicado desde la API (npm start o npm run build los configuran).',
    );
  }
  return { url, anonKey };
}

/**
 * The site's one typed Supabase client (anon key: RLS decides what visitors may read or write). Nothing
 * else in the site calls createClient. Sessions are not persisted unless a caller asks for it.
 */
export function createSiteClient(
  { url, anonKey }: PublicApiConfig,
  options: SupabaseClientOptions<'public'> = {},
): SiteClient {
  return createClient<Database>(url, anonKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}
