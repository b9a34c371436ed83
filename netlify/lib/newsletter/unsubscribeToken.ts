import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in every newsletter's unsubscribe links: the subscriber's id and an HMAC-SHA256 of it, so a
 * link unsubscribes exactly that subscriber and nobody can forge one for another. The key is
 * UNSUBSCRIBE_SECRET when set (DEPLOY.md), otherwise derived from the service-role key, which only the
 * server holds; changing either invalidates the links already sent.
 */

const PURPOSE = 'newsletter-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function unsubscribeKey(env: Readonly<Record<string, string | undefined>>, secretKey: string) {
  const secret = env.UNSUBSCRIBE_SECRET?.trim();
  return secret || createHmac('sha256', secretKey).update(PURPOSE).digest('base64url');
}

const signature = (key: string, subscriberId: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${subscriberId}`).digest('base64url');

export function signUnsubscribeToken(key: string, subscriberId: string): string {
  return `${subscriberId}.${signature(key, subscriberId)}`;
}

/** The subscriber id a token was signed for, or null for anything altered or malformed. */
export function verifyUnsubscribeToken(key: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length > 0 || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
