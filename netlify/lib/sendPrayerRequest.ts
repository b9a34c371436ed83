import { createHash, randomBytes } from 'node:crypto';
import { isWallVisibility, prayerLink } from '#core/prayer/visibility.ts';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import { visitorReference } from '#core/whatsapp/visitorReference.ts';
import { enqueueEmail, kickOutbox } from './mail/outbox.ts';
import { prayerLinkEmail } from './prayerLinkEmail.ts';
import { clientAddress, knockOrRefuse, limitBody, TOO_MANY_SENT } from './publicDoor.ts';
import { defineServerFunction, json, Refusal, readBody, requirePost } from './serverFunction.ts';

/** Days the private link works; long enough to come back and tell how the prayer was answered. */
const LINK_DAYS = 365;

/** A request of 5,000 characters with its name and email fits several times over. */
const BODY_LIMIT_BYTES = 32 * 1024;

/** 32 random bytes as URL-safe text: the token, and the SHA-256 the database keeps instead of it. */
export function newPrayerToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}` };
}

/** The form's hidden `website` field, which only bots fill. */
async function honeypotOf(request: Request): Promise<string> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' ? website.trim() : '';
}

/**
 * POST from the prayer dialog and the chat: stores the request with the person's visibility and the hash
 * of a new private-link token, queues the link by email when they gave one, and answers the token so the
 * page shows the link at once, with the short reference the person may quote on WhatsApp. Visitors cannot write the link columns themselves (column grants), which is
 * why this runs on the server. A filled honeypot gets the same answer and stores nothing.
 */
export const sendPrayerRequest = defineServerFunction('send-prayer-request', (service, settings) => {
  const env = settings.env ?? {};
  return async (incoming) => {
    requirePost(incoming);
    const request = await limitBody(incoming, BODY_LIMIT_BYTES);
    await knockOrRefuse(service, [['prayer_request', clientAddress(request)]], TOO_MANY_SENT);
    const website = await honeypotOf(request);
    const body = await readBody(request, prayerRequestSchema);
    const { token, hash } = newPrayerToken();
    // A bot gets a reference like any other, from an id no row has.
    if (website)
      return json(201, {
        token,
        visibility: body.visibility,
        reference: visitorReference(crypto.randomUUID()),
      });
    const { data, error } = await service
      .from('prayer_requests')
      .insert({
        ...body,
        link_token_hash: hash,
        link_expires_at: new Date(Date.now() + LINK_DAYS * 86_400_000).toISOString(),
      })
      .select('id')
      .single();
    if (error) throw new Refusal(400, error.code, error.message);
    if (body.email) {
      const origin = env.URL ?? new URL(request.url).origin;
      const link = prayerLink(origin, token);
      await enqueueEmail(service, {
        idempotencyKey: `prayer_link:${data.id}`,
        kind: 'prayer_link',
        recipient: body.email,
        ...prayerLinkEmail(body.name, link, isWallVisibility(body.visibility)),
      });
      await kickOutbox(service, env);
    }
    return json(201, { token, visibility: body.visibility, reference: visitorReference(data.id) });
  };
});
