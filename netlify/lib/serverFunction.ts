// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type $ZodIssue, type $ZodType, safeParse } from 'zod/v4/core';
import { type Capability, can } from '#core/access.ts';
import type { Database } from '#core/database.types.ts';
import { toastSentence } from '#core/messages/toast.ts';
import type { SitePreviews } from '#core/site/siteContentRequests.ts';
import { asStaffRole, type StaffRole } from '#core/staffRoles.ts';
import { formErrorToast } from '#core/visitor/formErrors.ts';

/** What Netlify hands a function besides the request (event functions read the deploy's context). */
export interface FunctionContext {
  deploy?: { context?: string };
}

/** A server function as Netlify runs it and the local site server mounts it. */
export type Handler = (request: Request, context?: FunctionContext) => Promise<Response>;
export type ServiceClient = SupabaseClient<Database>;

/** What every server function is built from: the API, the secret key, and its own secrets. */
export interface ServerSettings {
  supabaseUrl: string;
  /** A secret key (`sb_secret_…`), or a legacy service_role key on a project not moved yet. */
  secretKey: string;
  /** Secrets by name (STRIPE_WEBHOOK_SECRET…): process.env on Netlify, chosen values locally. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Lets tests and the local server reach the API in process. */
  fetch?: typeof fetch;
  /** Builds «Vista previa» locally (devserver/sitePreviews.ts); production uses the preview build hook. */
  sitePreviews?: SitePreviews;
}

export interface ServerFunction {
  /** The file name under netlify/functions/, so the path is /.netlify/functions/<name>. */
  name: string;
  create(settings: ServerSettings): Handler;
}

export const functionPath = (name: string) => `/.netlify/functions/${name}`;

/** A JSON answer no cache keeps. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** An error in PostgREST's shape, so the admin branches on `code` as it does for the API's own errors. */
export function fail(status: number, code: string, message: string, headers?: Record<string, string>) {
  const response = json(status, { code, message, details: null, hint: null });
  for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
  return response;
}

/** Thrown by a handler to answer with an error; `defineServerFunction` turns it into `fail(...)`. */
export class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra response headers, such as a 429's Retry-After. */
  readonly headers: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/**
 * Declares a function: `create` gets the service client and the settings once, and its handler may
 * throw a Refusal instead of building error responses by hand. Anything else thrown answers 500.
 */
export function defineServerFunction(
  name: string,
  create: (service: ServiceClient, settings: ServerSettings) => Handler,
): ServerFunction {
  return {
    name,
    create(settings) {
      const handle = create(serviceClient(settings), settings);
      return async (request, context) => {
        try {
          return await handle(request, context);
        } catch (error) {
          if (error instanceof Refusal) return fail(error.status, error.code, error.message, error.headers);
          return fail(500, 'unexpected_failure', error instanceof Error ? error.message : String(error));
        }
      };
    },
  };
}

/**
 * The one place server code creates a client with the secret key (it bypasses RLS: never in a browser).
 * With `callerToken`, the key only opens the gateway: requests run as that caller, through RLS.
 */
export function serviceClient(
  { supabaseUrl, secretKey, fetch }: ServerSettings,
  callerToken?: string,
): ServiceClient {
  return createClient<Database>(supabaseUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...(fetch ? { fetch } : {}),
      ...(callerToken ? { headers: { Authorization: `Bearer ${callerToken}` } } : {}),
    },
  });
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

export function requirePost(request: Request): void {
  if (request.method !== 'POST') throw new Refusal(405, 'method_not_allowed', 'Usa POST.');
}

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

/** The JSON body checked against `schema`; 400 with the schema's first (Spanish) message otherwise. */
/**
 * Spanish for an issue the schema gives no message of its own. The site's forms always send every field,
 * so only a hand-made request meets it; without this it would read zod's English "Invalid input".
 */
export function spanishIssue(issue: { path?: readonly PropertyKey[]; input?: unknown }): string {
  if (!issue.path?.length) return 'Los datos enviados no son válidos.';
  const field = `«${issue.path.map(String).join('.')}»`;
  return issue.input === undefined ? `Falta el campo ${field}.` : `El campo ${field} no es válido.`;
}

/** A visitor schema's issue names its toast by key: the answer is the toast as one sentence. */
const issueSentence = (issue: $ZodIssue | undefined) => {
  const toast = issue && formErrorToast(issue);
  return toast ? toastSentence(toast) : (issue?.message ?? 'Datos no válidos.');
};

export async function readBody<Output>(request: Request, schema: $ZodType<Output>): Promise<Output> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new Refusal(400, 'invalid_json', 'El cuerpo debe ser JSON.');
  }
  const parsed = safeParse(schema, body, { error: spanishIssue });
  if (!parsed.success) throw new Refusal(400, 'validation_failed', issueSentence(parsed.error.issues[0]));
  return parsed.data;
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
 * The production entry of a function (netlify/functions/<name>.ts): settings from the server
 * environment, read on the first request; 503 until the API URL and service key are set.
 */
export function deployed(fn: ServerFunction): Handler {
  let handler: Handler | undefined;
  return async (request, context) => {
    const api = serverApiFromEnv(process.env);
    if (!api) return fail(503, 'not_configured', 'Función sin configurar.');
    handler ??= fn.create({ ...api, env: process.env });
    return handler(request, context);
  };
}

/**
 * The API URL and the server's key from its environment: SUPABASE_SECRET_KEY (`sb_secret_…`), else the
 * legacy SUPABASE_SERVICE_ROLE_KEY of a project not yet moved to the new keys (DEPLOY.md). Undefined
 * until both the URL and a key are set.
 */
export function serverApiFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): { supabaseUrl: string; secretKey: string } | undefined {
  const supabaseUrl = env.SUPABASE_URL || env.PUBLIC_SUPABASE_URL;
  const secretKey = env.SUPABASE_SECRET_KEY?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return supabaseUrl && secretKey ? { supabaseUrl, secretKey } : undefined;
}
