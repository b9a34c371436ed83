import { linkHash, linkSessions, manageLink, newLinkToken } from '../privateLink.ts';

/**
 * The private link of a planned visit (issue 32 item 1; as the sign-ups' and donors' links): 256 random
 * bits only the guest holds, stored as their SHA-256 (private.visit_links), spent when opened. The shared
 * machinery is netlify/lib/privateLink.ts; the session is signed under a label of its own, so a sign-up
 * session opens no visit and the other way round.
 */
export const newVisitLinkToken = newLinkToken;
export const visitLinkHash = linkHash;

/** The manage page; the token rides in the fragment, so it never reaches a server log. */
export const VISIT_MANAGE_PATH = '/visitanos/gestionar';

export const visitManageLink = (siteUrl: string, token: string) =>
  manageLink(VISIT_MANAGE_PATH, siteUrl, token);

/** A link lives until a day after the visit: long enough to cancel late, never forever. */
export const visitLinkExpiry = (startsAt: Date) => new Date(startsAt.getTime() + 86_400_000);

const sessions = linkSessions('visit-session', 'visit');
export const visitSession = sessions.sign;
/** The visit while the session is valid; null when forged, altered or expired. */
export const sessionVisit = sessions.read;
