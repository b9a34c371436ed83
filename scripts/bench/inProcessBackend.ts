import { createBackend } from '@palabra-viva/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { ServerFunction } from '../../netlify/lib/serverFunction.ts';

/**
 * A local backend (PGlite in memory, or a PostgreSQL database) with nothing between it and the bench: clients and server functions call it in
 * this same process, so a figure is the work itself, not a network's. (Hosted Storage does its share of
 * the work elsewhere: say so where a figure includes it.)
 */
export async function inProcessBackend(databaseUrl?: string) {
  const target = databaseUrl ? { kind: 'postgres' as const, url: databaseUrl } : { kind: 'memory' as const };
  const backend = await createBackend({ target, apiUrl: 'http://127.0.0.1:54321' });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => backend.fetch(new Request(input, init));
  const { apiUrl, keys } = backend.ctx;
  return {
    backend,
    /** A server function's handler, configured as Netlify would with this backend's URL and service key. */
    mount: (fn: ServerFunction) => fn.create({ supabaseUrl: apiUrl, secretKey: keys.secretKey, fetch }),
    client: (role: 'anon' | 'service_role') =>
      createClient(apiUrl, role === 'anon' ? keys.publishableKey : keys.secretKey, { global: { fetch } }),
  };
}
