import { createHash } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { takePrayerLinkToken } from '../../src/lib/prayer/prayerLinkApi.ts';
import { prayerWallHarness } from '../support/prayerWallHarness.ts';
import { describePrivateDoor } from '../support/privateDoor.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The person's private link to their prayer request (/oracion/mi-peticion#…), door by door
// (SECURITY.md «Enlaces privados»): it shows the request and lets the person withdraw it or tell how it
// was answered, for a year; it signs nobody in, so it is not spent by opening it.
let t: TestBackend;
let h: ReturnType<typeof prayerWallHarness>;
beforeAll(async () => {
  t = await startTestBackend();
  h = prayerWallHarness(t);
});
afterAll(() => t.close());

const linkHash = (token: string) => `\\x${createHash('sha256').update(token).digest('hex')}`;

describePrivateDoor({
  name: 'enlace privado de oración',
  token: { alphabet: /^[A-Za-z0-9_-]{43}$/, bitsPerCharacter: 6, minimumBits: 128 },
  issue: async () => {
    const sent = await h.send();
    return { token: sent.token, id: sent.id! };
  },
  stored: async ({ id }) => {
    const [row] = await h.sql<Record<string, unknown>>(
      'select r.*::text as row, r.link_token_hash::text as hash from public.prayer_requests r where id = $1',
      [id],
    );
    return [String(row?.row), String(row?.hash)];
  },
  storedAs: linkHash,
  use: async (token, address) => {
    const { status, body } = await h.rpc('prayer_link', { token }, address);
    return { status, body };
  },
  opened: (answer) => (answer.body as { state?: string }).state === 'ok',
  limited: (answer) => (answer.body as { state?: string }).state === 'limited',
  singleUse: false,
  lifetime: {
    seconds: 365 * 86_400,
    advance: async ({ id }, seconds) => {
      await h.sql(
        `update public.prayer_requests set link_expires_at = link_expires_at - make_interval(secs => $2)
         where id = $1`,
        [id, seconds],
      );
    },
  },
  rateLimits: { perAddress: 10, perToken: 60 },
  addressBar: {
    url: (token) => `https://ministerio.example.org/oracion/mi-peticion#${token}`,
    take: takePrayerLinkToken,
  },
});
