import { databaseSentence, type SentFields } from './errors/databaseErrors.ts';
import { serviceSentence } from './errors/serviceErrors.ts';
import { errorMessages } from './messages/errorMessages.ts';

/**
 * Reading the errors supabase-js hands back (PostgREST, Storage, Auth: `{ code?, message }`), our server
 * functions' answers (the same shape, Spanish messages) and thrown network failures, for the site's
 * islands and the admin alike. Screens branch on the code, never on the message text (docs/design.md §4); the
 * detail is what a toast shows under its Spanish title (docs/spec.md §8) — always in Spanish: the backend's
 * English sentences are replaced by the code's sentence (core/errors/).
 */

const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

const field = (error: unknown, name: 'code' | 'message' | 'details' | 'name'): string | undefined => {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** PostgREST's (or Storage's, Auth's) error code, for branching. */
export function errorCode(error: unknown): string | undefined {
  return field(error, 'code');
}

/**
 * The description under an error toast, in Spanish: the code's sentence, the message, or `offline`.
 * `sent` (the fields the screen saved) lets a duplicate name the value: «Ya existe … el slug «hola»».
 */
export function errorDetail(error: unknown, sent?: SentFields): string {
  const message = field(error, 'message')?.trim();
  if (!message || NETWORK_FAILURE.test(message)) return errorMessages.offline;
  const name = field(error, 'name');
  if (name === 'AuthSessionMissingError') return errorMessages.sessionMissing;
  const code = errorCode(error);
  if (!code) return message;
  return (
    serviceSentence(code, name) ??
    databaseSentence({ code, message, details: field(error, 'details') }, sent) ??
    message
  );
}

/** PostgREST's unique-violation code: the subscriber's email is already on the list. */
export function isDuplicate(error: unknown): boolean {
  return errorCode(error) === '23505';
}
