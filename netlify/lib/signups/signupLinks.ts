import { createHash, randomBytes } from 'node:crypto';

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
