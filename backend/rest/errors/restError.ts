/**
 * An error PostgREST itself raises (as opposed to one Postgres raises): it already knows its HTTP status,
 * `code`, texts and extra headers. The router's one error handler turns it into the response body.
 */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/** Schema-cache misses are answered only after one (rate-limited) reload, so new tables are seen. */
const SCHEMA_CACHE_MISSES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205']);

export function isSchemaCacheMiss(error: unknown): boolean {
  return error instanceof RestError && SCHEMA_CACHE_MISSES.has(error.code);
}

/** PGRST100: a query parameter does not follow PostgREST's grammar. */
export function queryParseError(message: string, details: string): RestError {
  return new RestError(400, 'PGRST100', message, details);
}
