import { errorMessages } from '../messages/errorMessages.ts';

/**
 * Supabase Storage and Supabase Auth errors in Spanish (core/messages), by the `code` their bodies
 * carry (Storage: `EntityTooLarge`, `InvalidMimeType`…; Auth: `invalid_credentials`, `over_email_…`).
 * Our server functions answer snake_case codes too, always with a Spanish message: Auth's codes are
 * only read from Auth's own errors (supabase-js names them `Auth…Error`).
 */
const { storage, auth } = errorMessages;

/** The Spanish sentence for a Storage or Auth error, or `undefined` when the code is not theirs. */
export function serviceSentence(code: string, name: string | undefined): string | undefined {
  if (name?.startsWith('Auth')) return auth[code] ?? auth.unexpected_failure;
  return storage[code];
}
