/** Local API address used when PUBLIC_SUPABASE_URL is not set (the Supabase CLI's default). */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The localStorage key where supabase-js keeps the session: `sb-<first label of the API host>-auth-token`.
 * The static header reads it to choose between "Iniciar Sesión" and "Dashboard / Cerrar Sesión" without
 * loading supabase-js on public pages.
 */
export function authStorageKey(apiUrl: string | null | undefined): string {
  let hostname: string;
  try {
    hostname = new URL(apiUrl?.trim() || DEFAULT_SUPABASE_URL).hostname;
  } catch {
    hostname = new URL(DEFAULT_SUPABASE_URL).hostname;
  }
  return `sb-${hostname.split('.')[0]}-auth-token`;
}
