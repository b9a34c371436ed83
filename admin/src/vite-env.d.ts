/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The publishable key (or a legacy project's anon key): the build sets it, core/publicApiKey.ts. */
  readonly PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string;
}
