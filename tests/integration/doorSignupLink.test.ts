import { createHash } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { signups } from '../../netlify/lib/signups/signupsFunction.ts';
import { takeSingleUseLinkToken } from '../../src/lib/privateLinks/takeLinkToken.ts';
import { type DoorAnswer, describePrivateDoor } from '../support/privateDoor.ts';
import { nextDatesOf, seedEventList } from '../support/signupHarness.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The sign-up private link (/inscripcion/gestionar#acceso=…, issue 33) and the session opening it gives,
// door by door (SECURITY.md «Enlaces privados»). Tokens are issued as the function issues them: the answer
// to the form carries the token the confirmation email links to.
let t: TestBackend;
let handler: ReturnType<typeof signups.create>;
const sql = async (query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Record<string, unknown>>(query, params)).rows;

beforeAll(async () => {
  t = await startTestBackend();
  handler = signups.create({
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
    new Request('https://sitio.test/.netlify/functions/signups', {
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

/**
 * Someone signs up for a date of a new list; the form's answer carries the token the email links to. Each
 * from an address of its own: the form's own limit (30 an hour per address) is not what is tested here.
 */
let signUps = 0;
async function issueLink() {
  signUps += 1;
  const { listId, eventId } = await seedEventList(t);
  const [start] = await nextDatesOf(t, eventId, 1);
  const email = `puerta.${listId.slice(0, 8)}@example.org`;
  const taken = await call(
    { action: 'take', list_id: listId, starts: [start], name: 'Rut', email },
    `192.0.2.${signUps % 250}`,
  );
  return { token: (taken.body as { token: string }).token, email };
}

describePrivateDoor({
  name: 'enlace de inscripción',
  token: { alphabet: /^[A-Za-z0-9_-]{43}$/, bitsPerCharacter: 6, minimumBits: 128 },
  issue: issueLink,
  stored: async ({ token }) => {
    const rows = await sql(
      `select l.*::text as row, l.token_hash from private.signup_links l
       join public.signups s on s.booking_id = l.booking_id
       where l.token_hash = $1`,
      [linkHash(token)],
    );
    return rows.flatMap((row) => [String(row.row), String(row.token_hash)]);
  },
  storedAs: linkHash,
  use: (token, address) => call({ action: 'open', token }, address),
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  singleUse: true,
  // A link lives until a day after the booking's last date; the clock here counts from that date.
  lifetime: {
    seconds: 86_400,
    advance: async ({ token }, seconds) => {
      await sql(
        `update private.signup_links set expires_at = now() + make_interval(secs => 86400 - $2)
         where token_hash = $1`,
        [linkHash(token), seconds],
      );
    },
  },
  rateLimits: { perAddress: 10, perToken: 5 },
  addressBar: {
    url: (token) =>
      `https://ministerio.example.org/inscripcion/gestionar#acceso=${encodeURIComponent(token)}`,
    take: takeSingleUseLinkToken,
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
  name: 'sesión de inscripción',
  token: {
    alphabet: /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
    bitsPerCharacter: 6,
    // The body is the booking and the expiry; what cannot be guessed is the HMAC-SHA256 after the dot.
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
  // Cancelling a sign-up that is not the booking's answers 404 once the session is good, 401 when it is not.
  use: (token, address) =>
    atShiftedClock(token, () =>
      call({ action: 'cancel', session: token, signup_id: '00000000-0000-4000-8000-000000000000' }, address),
    ),
  opened: (answer) => answer.status === 404,
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
