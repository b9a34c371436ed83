import { DEFAULT_SUPABASE_URL } from '#core/authStorageKey.ts';
import { createSiteClient, type SiteClient } from '../../lib/supabaseClient.ts';

/**
 * The browser's instance of the site's one client, created on first use by the islands that write (it is
 * loaded with them, never before interaction). It always speaks as the anonymous visitor: no session is
 * read or stored, so a signed-in editor's token never rides along on a visitor's form.
 */
let client: SiteClient | null = null;

export function visitorClient(): SiteClient {
  client ??= createSiteClient({
    url: import.meta.env.PUBLIC_SUPABASE_URL || DEFAULT_SUPABASE_URL,
    publishableKey: import.meta.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY || 'missing-publishable-key',
  });
  return client;
}
