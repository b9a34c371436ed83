import { createHash } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { nextVisitDates } from '#core/visits/visitDates.ts';
import { visits } from '../../netlify/lib/visits/visitsFunction.ts';
import { takeLinkToken } from '../../src/lib/privateLinks/takeLinkToken.ts';
import { type DoorAnswer, describePrivateDoor } from '../support/privateDoor.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The planned visit's private link (/visitanos/gestionar#acceso=…, issue 32 item 1) and the session opening
// it gives, door by door (SECURITY.md «Enlaces privados»). Tokens are issued as the function issues them:
// the answer to the form carries the token the confirmation email links to.
let t: TestBackend;
let handler: ReturnType<typeof visits.create>;
const sql = async (query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Record<string, unknown>>(query, params)).rows;

beforeAll(async () => {
  t = await startTestBackend();
  handler = visits.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: 'https://sitio.test' },
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => t.close());

/** One call as a browser at `address` makes it (Netlify puts the address in x-nf-client-connection-ip). */
async function call(body: object, address?: string): Promise<DoorAnswer> {
  const response = await handler(
    new Request('https://sitio.test/.netlify/functions/visits', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(address ? { 'x-nf-client-connection-ip': address } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A guest plans the next meeting; each from an address of its own (the form's limit is 10 an hour). */
let planned = 0;
async function issueLink() {
  planned += 1;
  const [date] = nextVisitDates(siteDefaults.schedule, siteDefaults.identity.timeZone, new Date());
  const answer = await call(
    {
      action: 'plan',
      name: 'Rut',
      email: `puerta.visita.${planned}@example.org`,
      visit: date!.key,
      party_size: 1,
    },
    `192.0.2.${planned % 250}`,
  );
  return { token: (answer.body as { token: string }).token };
}

describePrivateDoor({
  name: 'enlace de visita',
  token: { alphabet: /^[A-Za-z0-9_-]{43}$/, bitsPerCharacter: 6, minimumBits: 128 },
  issue: issueLink,
  stored: async ({ token }) => {
    const rows = await sql(
      `select l.*::text as row, l.token_hash from private.visit_links l where l.token_hash = $1`,
      [linkHash(token)],
    );
    return rows.flatMap((row) => [String(row.row), String(row.token_hash)]);
  },
  storedAs: linkHash,
  use: (token, address) => call({ action: 'open', token }, address),
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  singleUse: true,
  // A link lives until a day after the visit; the clock here counts from the visit.
  lifetime: {
    seconds: 86_400,
    advance: async ({ token }, seconds) => {
      await sql(
        `update private.visit_links set expires_at = now() + make_interval(secs => 86400 - $2)
         where token_hash = $1`,
        [linkHash(token), seconds],
      );
    },
  },
  rateLimits: { perAddress: 10, perToken: 5 },
  addressBar: {
    url: (token) => `https://sitio.test/visitanos/gestionar#acceso=${token}`,
    take: (window) => takeLinkToken(window, { fragment: 'acceso=' }, null),
  },
});

// The session: signed, never stored, 30 minutes by its own clock, which the test moves.
const shifted = new Map<string, number>();
async function atShiftedClock<T>(token: string, work: () => Promise<T>): Promise<T> {
  const seconds = shifted.get(token);
  if (seconds === undefined) return work();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

describePrivateDoor({
  name: 'sesión de visita',
  token: {
    alphabet: /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
    bitsPerCharacter: 6,
    // The body is the visit and the expiry; what cannot be guessed is the HMAC-SHA256 after the dot.
    randomPart: ({ token }) => token.split('.')[1]!,
    minimumBits: 128,
  },
  issue: async () => {
    const link = await issueLink();
    const opened = await call({ action: 'open', token: link.token });
    return { token: (opened.body as { session: string }).session };
  },
  stored: async () => [],
  storedAs: null,
  // Moving the visit to a date that is no meeting answers 409 once the session is good, 401 when it is
  // not, and changes nothing either way.
  use: (token, address) =>
    atShiftedClock(token, () =>
      call({ action: 'change', session: token, visit: 'no-existe@2000-01-01T10:00' }, address),
    ),
  opened: (answer) => answer.status === 409,
  limited: (answer) => answer.status === 429,
  singleUse: false,
  lifetime: {
    seconds: 30 * 60,
    advance: async ({ token }, seconds) => void shifted.set(token, seconds),
  },
  rateLimits: { perAddress: null, perToken: 120 },
  // Kept by the manage page in the tab's memory, never in an address.
  addressBar: null,
});
