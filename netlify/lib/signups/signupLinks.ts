import type { ServiceClient } from '../mail/outboxStore.ts';
import { linkHash, linkSessions, manageLink, newLinkToken } from '../privateLink.ts';

/**
 * The private link of a sign-up booking (issue 33 item 1; as the donors' link, docs/design.md §9): 256
 * random bits only the person holds, stored as their SHA-256 (private.signup_links), spent when opened.
 * The shared machinery is netlify/lib/privateLink.ts; these are the sign-ups' names for it.
 */
export const newSignupLinkToken = newLinkToken;
export const signupLinkHash = linkHash;

/** The page that opens a booking; the token rides in the fragment, so it never reaches a server log. */
export const SIGNUP_MANAGE_PATH = '/inscripcion/gestionar';

export const signupManageLink = (siteUrl: string, token: string) =>
  manageLink(SIGNUP_MANAGE_PATH, siteUrl, token);

/** A link lives until a day after the booking's last date: long enough to cancel late, never forever. */
export const signupLinkExpiry = (lastStart: Date) => new Date(lastStart.getTime() + 86_400_000);

/** A fresh link to `bookingId`, stored (as its hash) until a day after `lastStart`; its token and hash. */
export async function storeSignupLink(service: ServiceClient, bookingId: string, lastStart: Date) {
  const { token, hash } = newLinkToken();
  const stored = await service.rpc('create_signup_link', {
    booking_id: bookingId,
    token_hash: hash,
    expires_at: signupLinkExpiry(lastStart).toISOString(),
  });
  if (stored.error) throw stored.error;
  return { token, hash };
}

/**
 * The session an opened link gives the manage page: the booking and an expiry, signed with a key derived
 * from the server's secret (label `signup-session`), so it passes for nothing else and cannot be forged.
 */
const sessions = linkSessions('signup-session', 'booking');
export const signupSession = sessions.sign;
/** The booking while the session is valid; null when forged, altered or expired. */
export const sessionBooking = sessions.read;
