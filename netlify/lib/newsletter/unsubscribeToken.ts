import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in every newsletter's unsubscribe links: the subscriber's id, when it stops working and an
 * HMAC-SHA256 of both, so a link unsubscribes exactly that subscriber, nobody can forge one for another,
 * and it stops working UNSUBSCRIBE_LINK_DAYS after the newsletter left (a newer newsletter carries a new
 * one). The key is UNSUBSCRIBE_SECRET when set (DEPLOY.md), otherwise derived from the service-role key,
 * which only the server holds; changing either invalidates the links already sent.
 */

const PURPOSE = 'newsletter-unsubscribe:v2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long an unsubscribe link works: a year, well past the 30 days the anti-spam laws ask for. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

export function unsubscribeKey(env: Readonly<Record<string, string | undefined>>, secretKey: string) {
  const secret = env.UNSUBSCRIBE_SECRET?.trim();
  return secret || createHmac('sha256', secretKey).update(PURPOSE).digest('base64url');
}

const signature = (key: string, subscriberId: string, until: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${subscriberId}:${until}`).digest('base64url');

export function signUnsubscribeToken(key: string, subscriberId: string, now = Date.now()): string {
  // Seconds since the epoch, in base 36: the last second the link works.
  const until = (Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400).toString(36);
  return `${subscriberId}.${until}.${signature(key, subscriberId, until)}`;
}

/** The subscriber id a token was signed for, or null for anything altered, malformed or expired. */
export function verifyUnsubscribeToken(key: string, token: string, now = Date.now()): string | null {
  const [id, until, mac, ...rest] = token.split('.');
  if (!id || !until || !mac || rest.length > 0 || !UUID.test(id) || !/^[0-9a-z]{1,10}$/.test(until))
    return null;
  const expected = Buffer.from(signature(key, id, until));
  const given = Buffer.from(mac);
  // Both checks always run, so an expired link costs what a forged one does.
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  const current = Math.floor(now / 1000) <= Number.parseInt(until, 36);
  return genuine && current ? id : null;
}
