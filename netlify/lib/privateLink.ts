import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What every single-use private link shares (the sign-ups' and the planned visits'; SECURITY.md «Enlaces
 * privados»): 256 random bits only the person holds, stored as their SHA-256 and spent when opened, a
 * manage page that reads the token from the fragment (it never reaches a server log), and the short
 * session an opened link gives that page, signed under a label of its own so a session of one kind opens
 * nothing of another.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkHash(token) };
}

export const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The site the links in an email point to: Netlify's URL, else SITE_URL, else where the request came. */
export const siteUrlOf = (env: Readonly<Record<string, string | undefined>>, request: Request) =>
  env.URL ?? env.SITE_URL ?? new URL(request.url).origin;

/** `https://…/<path>#acceso=<token>`: the manage page takes it out of the address bar on arrival. */
export const manageLink = (path: string, siteUrl: string, token: string) =>
  `${new URL(path, siteUrl).href}#acceso=${token}`;

export const LINK_SESSION_MINUTES = 30;

/**
 * The session of one kind of link: the id of what it opens (under `field` in the signed body) and an
 * expiry, signed with a key derived from the server's secret and `label`.
 */
export function linkSessions(label: string, field: string) {
  const sessionKey = (secret: string) => createHmac('sha256', secret).update(label).digest();
  const sessionMac = (secret: string, body: string) =>
    createHmac('sha256', sessionKey(secret)).update(body).digest('base64url');

  function sign(secret: string, id: string, now = Date.now()): string {
    const body = Buffer.from(
      JSON.stringify({ [field]: id, exp: now + LINK_SESSION_MINUTES * 60_000 }),
    ).toString('base64url');
    return `${body}.${sessionMac(secret, body)}`;
  }

  /** The id while the session is valid; null when forged, altered or expired. */
  function read(secret: string, token: string, now = Date.now()): string | null {
    const dot = token.lastIndexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(sessionMac(secret, body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const id = parsed[field];
      return typeof id === 'string' && typeof parsed.exp === 'number' && parsed.exp > now ? id : null;
    } catch {
      return null;
    }
  }

  return { sign, read };
}
