// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { staffAccountSchema } from '#core/schemas/staffAccount.ts';

export interface StaffFunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Lets tests and the local server reach the API in process. */
  fetch?: typeof fetch;
}

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
 * POST {email, password, role} with the caller's access token. Only a signed-in admin (public.users.role)
 * may create staff accounts; the service key stays on the server. A framework-neutral
 * (Request) => Promise<Response>, mounted by Netlify and by the local site server.
 */
export function createStaffUserHandler(config: StaffFunctionConfig): (request: Request) => Promise<Response> {
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
    if (callerRow?.role !== 'admin')
      return fail(403, 'not_admin', 'Solo un administrador puede crear cuentas.');

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return fail(400, 'invalid_json', 'El cuerpo debe ser JSON.');
    }
    const parsed = staffAccountSchema.safeParse(body);
    if (!parsed.success)
      return fail(400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Datos no válidos.');

    const { email, password, role } = parsed.data;
    const { data: created, error: createError } = await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    if (createError || !created.user) {
      const status = createError?.status && createError.status < 500 ? createError.status : 400;
      return fail(
        status,
        createError?.code ?? 'create_failed',
        createError?.message ?? 'No se pudo crear la cuenta.',
      );
    }
    // The auth trigger already made the public.users row; give it its role.
    const { error: updateError } = await service.from('users').update({ role }).eq('id', created.user.id);
    if (updateError) return fail(500, updateError.code, updateError.message);
    return json(201, { id: created.user.id, email, role });
  };
}

/** Path the admin calls, on Netlify and on the local site server alike. */
export const CREATE_STAFF_USER_PATH = '/.netlify/functions/create-staff-user';
