import { createHmac, timingSafeEqual } from 'node:crypto';
import { newSignupLinkToken, signupLinkHash } from '../signups/signupLinks.ts';

/**
 * The private link of a planned visit (issue 32 item 1; as the sign-ups' and donors' links): 256 random
 * bits only the guest holds, stored as their SHA-256 (private.visit_links), spent when opened. The token
 * and its hash are made as the sign-ups' are; the session is signed under a label of its own, so a
 * sign-up session opens no visit and the other way round.
 */
export const newVisitLinkToken = newSignupLinkToken;
export const visitLinkHash = signupLinkHash;

/** The manage page; the token rides in the fragment, so it never reaches a server log. */
export const VISIT_MANAGE_PATH = '/visitanos/gestionar';

export const visitManageLink = (siteUrl: string, token: string) =>
  `${new URL(VISIT_MANAGE_PATH, siteUrl).href}#acceso=${token}`;

/** A link lives until a day after the visit: long enough to cancel late, never forever. */
export const visitLinkExpiry = (startsAt: Date) => new Date(startsAt.getTime() + 86_400_000);

export const VISIT_SESSION_MINUTES = 30;

const sessionKey = (secret: string) => createHmac('sha256', secret).update('visit-session').digest();
const sessionMac = (secret: string, body: string) =>
  createHmac('sha256', sessionKey(secret)).update(body).digest('base64url');

export function visitSession(secret: string, visitId: string, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ visit: visitId, exp: now + VISIT_SESSION_MINUTES * 60_000 }),
  ).toString('base64url');
  return `${body}.${sessionMac(secret, body)}`;
}

/** The visit while the session is valid; null when forged, altered or expired. */
export function sessionVisit(secret: string, token: string, now = Date.now()): string | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sessionMac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { visit, exp } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      visit?: unknown;
      exp?: unknown;
    };
    return typeof visit === 'string' && typeof exp === 'number' && exp > now ? visit : null;
  } catch {
    return null;
  }
}
