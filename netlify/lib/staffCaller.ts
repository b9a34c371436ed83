import { createClient } from '@supabase/supabase-js';
import type { $ZodType } from 'zod/v4/core';
import { type Capability, can } from '#core/access.ts';
import type { Database } from '#core/database.types.ts';
import { asStaffRole, type StaffRole } from '#core/staffRoles.ts';
import {
  Refusal,
  readBody,
  requirePost,
  type ServerSettings,
  type ServiceClient,
  serviceClient,
} from './serverFunction.ts';

/**
 * Who calls a staff function: the caller behind the token, whether their role may do what they ask
 * (core/access.ts), and the secret-key client that acts in their name.
 */

export function bearerToken(authorization: string | null): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

export interface Caller {
  id: string;
  email: string | undefined;
  /** The staff role private.has_role grants this session (two-factor rule included); null when none. */
  role: StaffRole | null;
}

/**
 * Who is calling: the token's signature is checked against the project's published signing keys
 * (supabase-js getClaims: the JWKS is fetched once and cached, no shared secret and no call per request;
 * a project still on the legacy HS256 secret is checked by the Auth server instead), then the caller's
 * own request reads public.current_staff_role, which answers with private.has_role, as every policy does.
 */
export async function caller(settings: ServerSettings, request: Request): Promise<Caller> {
  const token = bearerToken(request.headers.get('Authorization'));
  if (!token) throw new Refusal(401, 'no_authorization', 'Falta el token de sesión.');
  const asCaller = serviceClient(settings, token);
  const { data, error } = await asCaller.auth.getClaims(token);
  const claims = data?.claims;
  if (error || typeof claims?.sub !== 'string' || claims.role !== 'authenticated') {
    throw new Refusal(401, 'bad_jwt', 'Sesión no válida o caducada.');
  }
  const { data: row, error: roleError } = await asCaller
    .from('current_staff_role')
    .select('role')
    .maybeSingle();
  if (roleError) throw new Refusal(500, 'role_lookup_failed', roleError.message);
  const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : undefined;
  return { id: claims.sub, email, role: asStaffRole(row?.role) };
}

/** Who may make a staff request (a capability of core/access.ts) and how the others are refused (403). */
export interface StaffAccess {
  capability: Capability;
  refusal: { code: string; message: string };
}

/** The caller, when their role holds `access.capability`; else 403 with `access.refusal`. */
export async function callerWhoCan(
  settings: ServerSettings,
  request: Request,
  { capability, refusal }: StaffAccess,
): Promise<Caller> {
  const found = await caller(settings, request);
  if (!can(found.role, capability)) throw new Refusal(403, refusal.code, refusal.message);
  return found;
}

/**
 * A staff member's POST in the order every staff function checks it: 405 unless POST, 401/403 unless the
 * caller holds `access.capability`, then 400 unless the body passes `schema`.
 */
export async function staffPost<Output>(
  settings: ServerSettings,
  request: Request,
  access: StaffAccess,
  schema: $ZodType<Output>,
): Promise<{ caller: Caller; body: Output }> {
  requirePost(request);
  const found = await callerWhoCan(settings, request, access);
  return { caller: found, body: await readBody(request, schema) };
}

/**
 * The secret-key client for work done on behalf of `staff`: each request names them in `X-Staff-Actor`,
 * which the audit triggers trust under the service role only (supabase/migrations/*_create_audit_log.sql),
 * so the audit log says who asked, not just «the server».
 */
export function serviceActingFor(settings: ServerSettings, staff: Pick<Caller, 'id'>): ServiceClient {
  return createClient<Database>(settings.supabaseUrl, settings.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
      headers: { 'X-Staff-Actor': staff.id },
    },
  });
}
