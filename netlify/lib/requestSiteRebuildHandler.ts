// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';

export interface RebuildFunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Lets tests and the local server reach the API in process. */
  fetch?: typeof fetch;
}

const STAFF_ROLES = new Set(['admin', 'editor', 'pastoral']);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

// Errors keep PostgREST's shape so the admin branches on `code` like everywhere else.
const fail = (status: number, code: string, message: string) =>
  json(status, { code, message, details: null, hint: null });

/**
 * POST with the caller's access token: any staff member may ask for the site to be published now. Records
 * a 'manual' rebuild request (no debounce) with the service key, which stays on the server; the local
 * rebuilder or the production job (Netlify build hook) picks it up.
 */
export function requestSiteRebuildHandler(
  config: RebuildFunctionConfig,
): (request: Request) => Promise<Response> {
  const service = createClient<Database>(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: config.fetch ? { fetch: config.fetch } : {},
  });

  return async (request) => {
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Usa POST.');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (!token) return fail(401, 'no_authorization', 'Falta el token de sesión.');
    const { data: caller, error: authError } = await service.auth.getUser(token);
    if (authError || !caller.user) return fail(401, 'bad_jwt', 'Sesión no válida o caducada.');
    const { data: callerRow, error: roleError } = await service
      .from('users')
      .select('role')
      .eq('id', caller.user.id)
      .maybeSingle();
    if (roleError) return fail(500, 'role_lookup_failed', roleError.message);
    if (!callerRow?.role || !STAFF_ROLES.has(callerRow.role))
      return fail(403, 'not_staff', 'Solo el equipo puede publicar el sitio.');

    const { data: created, error: insertError } = await service
      .from('site_rebuild_requests')
      .insert({ reason: 'manual' })
      .select('id, requested_at')
      .single();
    if (insertError) return fail(500, insertError.code, insertError.message);
    return json(202, created);
  };
}

/** Path the admin calls, on Netlify and on the local site server alike. */
export const REQUEST_SITE_REBUILD_PATH = '/.netlify/functions/request-site-rebuild';
