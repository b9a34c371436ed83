import { createClient } from '@supabase/supabase-js';
import { DEFAULT_SUPABASE_URL } from '#core/authStorageKey.ts';
import type { Database } from '#core/database.types.ts';

/**
 * The admin's only Supabase client. It carries the signed-in staff member's session (persisted and
 * refreshed by supabase-js before it expires), so every read and write goes through RLS as that person.
 */
/** The API's address (Storage's public URLs start with it). */
export const SUPABASE_URL: string = import.meta.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL;

export const supabase = createClient<Database>(
  SUPABASE_URL,
  import.meta.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? '',
  {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  },
);
