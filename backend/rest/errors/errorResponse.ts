import { isPgError } from '../../db/database.ts';
import { pgErrorStatus } from './pgErrorStatus.ts';
import { RestError } from './restError.ts';

const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

/**
 * The one place that writes an error body: `{code, message, details, hint}` with PostgREST's status,
 * `Proxy-Status`, and `WWW-Authenticate` on 401. Postgres errors keep their texts verbatim; anything
 * unexpected is logged and answered as a PostgREST-shaped 500, never a crash.
 */
export function errorResponse(
  error: unknown,
  options: { isAnon: boolean; onUnexpected?: (e: unknown) => void },
): Response {
  let status: number;
  let body: ErrorBody;
  const headers: Record<string, string> = {};
  if (error instanceof RestError) {
    status = error.status;
    body = { code: error.code, message: error.message, details: error.details, hint: error.hint };
    Object.assign(headers, error.headers);
  } else if (isPgError(error) && error.code === 'PGRST') {
    ({ status, body } = raisedPgrst(error.message, error.detail, headers));
  } else if (isPgError(error) && SQLSTATE.test(error.code)) {
    status = pgErrorStatus(error.code, error.message, options.isAnon);
    body = {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    };
  } else if (isPgError(error)) {
    // A driver or socket error (ECONNRESET…): the database is unreachable, which clients may retry.
    status = 503;
    body = {
      code: 'PGRST000',
      message: 'Database connection error. Retrying the connection.',
      details: error.message,
      hint: null,
    };
  } else {
    options.onUnexpected?.(error);
    status = 500;
    body = { code: 'PGRSTX00', message: 'Internal server error', details: null, hint: null };
  }
  if (status === 401 && headers['WWW-Authenticate'] === undefined) headers['WWW-Authenticate'] = 'Bearer';
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Proxy-Status': `PostgREST; error=${body.code}`,
      ...headers,
    },
  });
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'`
 * gives functions full control of the error response.
 */
function raisedPgrst(
  message: string,
  detail: string | undefined,
  headers: Record<string, string>,
): { status: number; body: ErrorBody } {
  const invalid = (details: string, hint: string) => ({
    status: 500,
    body: {
      code: 'PGRST121',
      message: 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      details,
      hint,
    },
  });
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let parsed: Partial<ErrorBody>;
  try {
    parsed = JSON.parse(message) as Partial<ErrorBody>;
    if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string')
      throw new Error('missing keys');
  } catch {
    return invalid(`Invalid JSON value for MESSAGE: '${message}'`, messageHint);
  }
  if (detail === undefined) return invalid('DETAIL is missing in the RAISE statement', detailHint);
  let response: { status?: unknown; headers?: unknown };
  try {
    response = JSON.parse(detail) as typeof response;
    const status = response.status;
    const validStatus =
      typeof status === 'number' && Number.isInteger(status) && status >= 200 && status <= 599;
    if (!validStatus || typeof response.headers !== 'object' || response.headers === null) {
      throw new Error('missing keys');
    }
  } catch {
    return invalid(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  for (const [name, value] of Object.entries(response.headers as Record<string, unknown>)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    status: response.status as number,
    body: {
      code: parsed.code,
      message: parsed.message,
      details: parsed.details ?? null,
      hint: parsed.hint ?? null,
    },
  };
}
