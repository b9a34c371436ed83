import { visitorMessages } from './visitorMessages.ts';

/**
 * The description shown under an error toast: the backend's message (spec §8), except for network
 * failures, whose browser text ("Failed to fetch", "NetworkError…") means nothing to a visitor.
 */
export function errorDetail(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message.trim()
      : '';
  if (
    !message ||
    /failed to fetch|networkerror|load failed|fetch failed|network request failed/i.test(message)
  ) {
    return visitorMessages.offline;
  }
  return message;
}

/** PostgREST's unique-violation code: the subscriber's email is already on the list. */
export function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
