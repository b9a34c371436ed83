import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { donorAccess } from '../../netlify/lib/donorAccess.ts';
import { takeDonorLinkToken } from '../../src/lib/giving/donorSession.ts';
import { type DoorAnswer, describePrivateDoor } from '../support/privateDoor.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The donor's magic link (/donate/gestionar#acceso=…) and the session opening it gives, door by door
// (SECURITY.md «Enlaces privados»). Tokens are issued as the function issues them; the outbox carries the link.
let t: TestBackend;
let handler: ReturnType<typeof donorAccess.create>;
const sql = async (query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Record<string, unknown>>(query, params)).rows;

beforeAll(async () => {
  t = await startTestBackend();
  handler = donorAccess.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: { URL: 'https://ministerio.example.org' },
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
});
afterAll(() => t.close());

/** One call as a browser at `address` makes it (Netlify puts the address in x-nf-client-connection-ip). */
async function call(body: object, address?: string): Promise<DoorAnswer> {
  const response = await handler(
    new Request('https://ministerio.example.org/.netlify/functions/donor-access', {
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

/** A donor with one gift asks for a link; the token is read from the queued email, as the donor reads it. */
async function issueLink() {
  const email = `puerta.${randomUUID().slice(0, 8)}@example.org`;
  await sql(
    `insert into public.donations (donor_name, donor_email, amount, currency, status, donation_date)
     values ('Rut', $1, 1000, 'USD', 'succeeded', '2030-01-05')`,
    [email],
  );
  await call({ action: 'request', email });
  const [row] = await sql(
    `select html from public.email_outbox where recipient = $1 and kind = 'donor_link'`,
    [email],
  );
  const token = decodeURIComponent(/#acceso=([^"&<]+)/.exec(String(row?.html))![1]!);
  return { token, email };
}

describePrivateDoor({
  name: 'enlace de donante',
  token: {
    alphabet: /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/,
    bitsPerCharacter: 6,
    randomPart: ({ token }) => token.split('.')[0]!,
    minimumBits: 128,
  },
  issue: issueLink,
  stored: async ({ email }) => {
    const rows = await sql(
      `select l.*::text as row, l.token_hash from private.donor_access_links l where donor_email_normalized = $1`,
      [email],
    );
    return rows.flatMap((row) => [String(row.row), String(row.token_hash)]);
  },
  storedAs: linkHash,
  use: (token, address) => call({ action: 'open', token }, address),
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  singleUse: true,
  lifetime: {
    seconds: 30 * 60,
    advance: async ({ token }, seconds) => {
      await sql(
        `update private.donor_access_links
         set expires_at = expires_at - make_interval(secs => $2), created_at = created_at - make_interval(secs => $2)
         where token_hash = $1`,
        [linkHash(token), seconds],
      );
    },
  },
  rateLimits: { perAddress: 10, perToken: 5 },
  addressBar: {
    url: (token) => `https://ministerio.example.org/donate/gestionar#acceso=${encodeURIComponent(token)}`,
    take: takeDonorLinkToken,
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
  name: 'sesión de donante',
  token: {
    alphabet: /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
    bitsPerCharacter: 6,
    // The body is the email and the expiry; what cannot be guessed is the HMAC-SHA256 after the dot.
    randomPart: ({ token }) => token.split('.')[1]!,
    minimumBits: 128,
  },
  issue: async () => {
    const link = await issueLink();
    const opened = await call({ action: 'open', token: link.token });
    return { token: (opened.body as { session: string }).session, email: link.email };
  },
  stored: async ({ email }) =>
    (
      await sql(
        `select l.*::text as row from private.donor_access_links l where donor_email_normalized = $1`,
        [email],
      )
    ).map((row) => String(row.row)),
  storedAs: null,
  use: (token, address) => atShiftedClock(token, () => call({ action: 'gifts', session: token }, address)),
  opened: (answer) => answer.status === 200,
  limited: (answer) => answer.status === 429,
  singleUse: false,
  lifetime: {
    seconds: 30 * 60,
    advance: async ({ token }, seconds) => void shifted.set(token, seconds),
  },
  rateLimits: { perAddress: null, perToken: 120 },
  // Kept in the tab's sessionStorage, never in an address.
  addressBar: null,
});
