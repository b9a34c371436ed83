import type { Context } from 'hono';
import type { z } from 'zod';
import { isPgError } from '../db/database.ts';
import { API_VERSION, AuthError, badRequest, errorBody } from './authError.ts';
import type { AuthDeps } from './authOptions.ts';
import type { ClientMeta } from './store/sessions.ts';

/** Request parsing and error rendering shared by every /auth/v1 route. */

export function renderError(c: Context, error: unknown): Response {
  const authError = toAuthError(error);
  const body = errorBody(authError, c.req.header('X-Supabase-Api-Version'));
  return c.json(body, authError.status as 400, {
    'X-Supabase-Api-Version': API_VERSION,
    'x-sb-error-code': authError.code,
  });
}

/**
 * Anything that is not an AuthError is a bug or a database failure. Postgres data exceptions (class 22:
 * bad unicode, out-of-range values) come from what the client sent, so they stay 4xx: auth-js retries
 * 5xx answers as network trouble.
 */
function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (isPgError(error) && error.code.startsWith('22')) {
    return badRequest('validation_failed', error.message);
  }
  // Disk full, out of memory, too many connections (53) or a lost connection (08): temporary, retry later.
  if (isPgError(error) && (error.code.startsWith('53') || error.code.startsWith('08'))) {
    return new AuthError(
      503,
      'request_timeout',
      'Processing this request timed out, please retry after a moment.',
    );
  }
  console.error('[auth] error inesperado:', error);
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}

/** GoTrue's retrieveRequestParams: the body must be a JSON object of the expected field types. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? ` field ${issue.path.join('.')}` : '';
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal${field}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** GoTrue's bearerRegexp `^(?:B|b)earer (\S+$)`. */
export function bearerFrom(c: Context): string | undefined {
  return /^[Bb]earer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
}

/** What a session records about its client. */
export function clientMeta(c: Context, deps: AuthDeps): ClientMeta {
  return { userAgent: c.req.header('User-Agent'), ip: deps.clientIp(c) };
}
