import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { signUnsubscribeToken, unsubscribeKey } from '../../netlify/lib/newsletter/unsubscribeToken.ts';
import { unsubscribe } from '../../netlify/lib/unsubscribe.ts';
import { takeUnsubscribeToken } from '../../src/components/newsletter/unsubscribePage.ts';
import { type DoorAnswer, describePrivateDoor } from '../support/privateDoor.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The newsletter's unsubscribe link (/baja?token=… and the List-Unsubscribe one-click URL), door by door
// (SECURITY.md «Enlaces privados»): signed, never stored, a year long (its last second is signed in it).
let t: TestBackend;
let handler: ReturnType<typeof unsubscribe.create>;
const sql = async (query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Record<string, unknown>>(query, params)).rows;
beforeAll(async () => {
  t = await startTestBackend();
  handler = unsubscribe.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: {},
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => t.close());

// Signed links do not move in the database: the clock the function reads moves instead.
const shifted = new Map<string, number>();

async function use(token: string, address: string): Promise<DoorAnswer> {
  const seconds = shifted.get(token);
  if (seconds !== undefined) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  try {
    const response = await handler(
      new Request(
        `https://ministerio.example.org/.netlify/functions/unsubscribe?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'x-nf-client-connection-ip': address },
        },
      ),
    );
    return { status: response.status, body: await response.json() };
  } finally {
    vi.useRealTimers();
  }
}

describePrivateDoor({
  name: 'baja del boletín',
  token: {
    alphabet: /^[0-9a-f-]{36}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{43}$/,
    bitsPerCharacter: 6,
    // The subscriber's id and the expiry are no secret; the HMAC-SHA256 after them is.
    randomPart: ({ token }) => token.split('.')[2]!,
    minimumBits: 128,
  },
  issue: async () => {
    const [row] = await sql(
      `insert into public.subscribers (email, country) values ($1, 'Chile') returning id`,
      [`baja.${randomUUID().slice(0, 8)}@example.org`],
    );
    const id = String(row?.id);
    const key = unsubscribeKey({}, t.backend.ctx.keys.secretKey);
    return { token: signUnsubscribeToken(key, id), id };
  },
  stored: async ({ id }) =>
    (await sql('select s.*::text as row from public.subscribers s where id = $1', [id])).map((row) =>
      String(row.row),
    ),
  storedAs: null,
  use,
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  singleUse: false,
  lifetime: {
    seconds: 365 * 86_400,
    advance: async ({ token }, seconds) => void shifted.set(token, seconds),
  },
  rateLimits: { perAddress: 20, perToken: 5 },
  addressBar: {
    url: (token) => `https://ministerio.example.org/baja?token=${encodeURIComponent(token)}`,
    take: takeUnsubscribeToken,
  },
});
