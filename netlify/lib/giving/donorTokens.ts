import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Donor self-service tokens, signed with a key derived from the service key (server-only; one label per
 * use, so a token of one kind never passes for the other). The magic link's token is also stored by its
 * hash, expiring and spent once (public.spend_donor_access_link); the session that opening it gives is
 * signed and expiring only.
 */
const keyFor = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();
const mac = (secret: string, label: string, text: string) =>
  createHmac('sha256', keyFor(secret, label)).update(text).digest('base64url');

function verified(secret: string, label: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, label, body));
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
}

export const LINK_MINUTES = 30;
export const SESSION_MINUTES = 30;

export function newLinkToken(secret: string): { token: string; hash: string } {
  const body = randomBytes(32).toString('base64url');
  const token = `${body}.${mac(secret, 'donor-link', body)}`;
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const isSignedLinkToken = (secret: string, token: string) =>
  verified(secret, 'donor-link', token) !== null;

export function sessionToken(secret: string, email: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ email, exp: now + SESSION_MINUTES * 60_000 })).toString(
    'base64url',
  );
  return `${body}.${mac(secret, 'donor-session', body)}`;
}

/** The donor's normalised email while the session is valid; null when forged, altered or expired. */
export function sessionEmail(secret: string, token: string, now = Date.now()): string | null {
  const body = verified(secret, 'donor-session', token);
  if (!body) return null;
  try {
    const { email, exp } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      email?: unknown;
      exp?: unknown;
    };
    return typeof email === 'string' && typeof exp === 'number' && exp > now ? email : null;
  } catch {
    return null;
  }
}
