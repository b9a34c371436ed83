import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_SUPABASE_URL } from '../../../core/authStorageKey.ts';
import type { Database } from '../../../core/database.types.ts';

/**
 * The one browser client of the public site, created on first use by the islands that write (it is
 * loaded with them, never before interaction). It always speaks as the anonymous visitor: no session is
 * read or stored, so a signed-in editor's token never rides along on a visitor's form.
 */
let client: SupabaseClient<Database> | null = null;

export function visitorClient(): SupabaseClient<Database> {
  client ??= createClient<Database>(
    import.meta.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL,
    import.meta.env.PUBLIC_SUPABASE_ANON_KEY || 'missing-anon-key',
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  );
  return client;
}
