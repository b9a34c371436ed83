/** The backend's message of a thrown PostgREST/Storage/Auth error, for toast descriptions. */
export function errorMessage(error: unknown): string {
  if (error instanceof Object && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}

/** PostgREST's error code, for branching (never branch on the message). */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof Object && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
