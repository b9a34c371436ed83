/**
 * Reading the errors supabase-js hands back (PostgREST, Storage, Auth: `{ code?, message }`) and thrown
 * network failures, for the site's islands and the admin alike. Screens branch on the code, never on the
 * message text (DESIGN §4); the message is what a toast shows under its Spanish title (spec §8).
 */

/** The one sentence shown when the API cannot be reached: the browser's own text means nothing to people. */
export const OFFLINE_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

const field = (error: unknown, name: 'code' | 'message'): string | undefined => {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** PostgREST's (or Storage's, Auth's) error code, for branching. */
export function errorCode(error: unknown): string | undefined {
  return field(error, 'code');
}

/** The description under an error toast: the backend's message, or OFFLINE_MESSAGE for a network failure. */
export function errorDetail(error: unknown): string {
  const message = field(error, 'message')?.trim();
  return !message || NETWORK_FAILURE.test(message) ? OFFLINE_MESSAGE : message;
}

/** PostgREST's unique-violation code: the subscriber's email is already on the list. */
export function isDuplicate(error: unknown): boolean {
  return errorCode(error) === '23505';
}
