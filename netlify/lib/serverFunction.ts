// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type $ZodIssue, type $ZodType, safeParse } from 'zod/v4/core';
import type { Database } from '#core/database.types.ts';
import { toastSentence } from '#core/messages/toast.ts';
import type { SitePreviews } from '#core/site/siteContentRequests.ts';
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

export function requirePost(request: Request): void {
  if (request.method !== 'POST') throw new Refusal(405, 'method_not_allowed', 'Usa POST.');
}

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

/** The JSON body checked against `schema`; 400 with the schema's first (Spanish) message otherwise. */
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
