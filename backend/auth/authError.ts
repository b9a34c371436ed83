/**
 * An error Supabase Auth would answer with. `code` is GoTrue's error_code (auth-js branches on it), the
 * message is copied verbatim from GoTrue. Handlers throw these; one renderer writes the body.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  /** Reasons of a weak_password error, sent as `weak_password.reasons`. */
  readonly weakPasswordReasons: string[] | undefined;

  constructor(status: number, code: string, message: string, weakPasswordReasons?: string[]) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.weakPasswordReasons = weakPasswordReasons;
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const INVALID_LOGIN = 'Invalid login credentials';
export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export const invalidCredentials = () => badRequest('invalid_credentials', INVALID_LOGIN);
export const emailExists = () => unprocessable('email_exists', DUPLICATE_EMAIL);

/** The API version auth-js sends and that switches GoTrue to the `{code, message}` error shape. */
export const API_VERSION = '2024-01-01';

/**
 * The body GoTrue writes for an error: `{code, message}` for clients that announce API version
 * 2024-01-01 (auth-js always does), the legacy `{code: <status>, error_code, msg}` otherwise.
 */
export function errorBody(error: AuthError, requestApiVersion: string | undefined): Record<string, unknown> {
  const version = requestApiVersion?.trim() ?? '';
  const modern = /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
  const body: Record<string, unknown> = modern
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  if (error.weakPasswordReasons) body.weak_password = { reasons: error.weakPasswordReasons };
  return body;
}
