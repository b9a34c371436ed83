import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The private link of a sign-up booking (issue 33 item 1; as the donors' link, docs/design.md §9): 256
 * random bits only the person holds, stored as their SHA-256 (private.signup_links), spent when opened.
 */
export function newSignupLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: signupLinkHash(token) };
}

export const signupLinkHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page that opens a booking; the token rides in the fragment, so it never reaches a server log. */
export const SIGNUP_MANAGE_PATH = '/inscripcion/gestionar';

export const signupManageLink = (siteUrl: string, token: string) =>
  `${new URL(SIGNUP_MANAGE_PATH, siteUrl).href}#acceso=${token}`;

/** A link lives until a day after the booking's last date: long enough to cancel late, never forever. */
export const signupLinkExpiry = (lastStart: Date) => new Date(lastStart.getTime() + 86_400_000);

/**
 * The session an opened link gives the manage page: the booking and an expiry, signed with a key derived
 * from the server's secret (label `signup-session`), so it passes for nothing else and cannot be forged.
 */
export const SIGNUP_SESSION_MINUTES = 30;

const sessionKey = (secret: string) => createHmac('sha256', secret).update('signup-session').digest();
const sessionMac = (secret: string, body: string) =>
  createHmac('sha256', sessionKey(secret)).update(body).digest('base64url');

export function signupSession(secret: string, bookingId: string, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ booking: bookingId, exp: now + SIGNUP_SESSION_MINUTES * 60_000 }),
  ).toString('base64url');
  return `${body}.${sessionMac(secret, body)}`;
}

/** The booking while the session is valid; null when forged, altered or expired. */
export function sessionBooking(secret: string, token: string, now = Date.now()): string | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sessionMac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { booking, exp } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      booking?: unknown;
      exp?: unknown;
    };
    return typeof booking === 'string' && typeof exp === 'number' && exp > now ? booking : null;
  } catch {
    return null;
  }
}
