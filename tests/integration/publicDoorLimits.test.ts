import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPrayerRequest } from '../../netlify/lib/sendPrayerRequest.ts';
import { visitorUpload } from '../../netlify/lib/visitorUpload.ts';
import { benchAddress, VISITOR_TABLES, visitorSubmission } from '../../scripts/bench/visitorSubmissions.ts';
import { prayerWallHarness } from '../support/prayerWallHarness.ts';
import { raw } from '../support/rawApi.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Limits on every public door (issue 30 item 3, SECURITY.md «Límites en cada puerta pública»): counted in
// the database (private.door_limits), so what these tests see is what production enforces. A client over
// its limit gets 429, Retry-After and a Spanish sentence saying when to come back; nothing of it is stored,
// and every other client still gets in.
let t: TestBackend;
const sql = async <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  (await t.backend.db.query<Row>(query, params)).rows;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

let visitors = 0;
/** An address no other test of the file uses. */
const freshAddress = () => benchAddress(++visitors);

const WHEN =
  /^Has hecho demasiados envíos seguidos desde tu conexión\. Inténtalo de nuevo en (un minuto|\d+ minutos|una hora|\d+ horas)\.$/;

/** A 429 as SECURITY.md describes it: code rate_limited, a Retry-After in seconds, the sentence. */
function expectLimited(answer: { status: number; headers: Headers; body: unknown }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(answer.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(WHEN) });
}

describe('the forms that write straight to their table', () => {
  it.each(VISITOR_TABLES.map((table, form) => [table, form] as const))(
    '%s: 10 an hour per address, then 429 with nothing stored; another address still gets in',
    async (table, form) => {
      const runId = randomUUID().slice(0, 8);
      const address = freshAddress();
      const send = (i: number, from: string) => {
        const submission = visitorSubmission(runId, i * VISITOR_TABLES.length + form);
        return raw(t, `/rest/v1/${table}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': from, prefer: 'return=minimal' },
          body: submission.body,
        });
      };
      for (let i = 0; i < 10; i++) expect((await send(i, address)).status).toBe(201);
      expectLimited(await send(10, address));
      expectLimited(await send(11, address));
      expect((await send(12, freshAddress())).status).toBe(201);

      const column = table === 'subscribers' ? 'email' : 'name';
      const [stored] = await sql<{ count: number }>(
        `select count(*)::int as count from public.${table} where ${column} like $1`,
        [`load-${runId}-%`],
      );
      expect(stored?.count).toBe(11);
    },
  );

  it('counts no call without a gateway address (a SQL console, a test in process)', async () => {
    const runId = randomUUID().slice(0, 8);
    for (let i = 0; i < 12; i++) {
      const submission = visitorSubmission(runId, i * VISITOR_TABLES.length + 1);
      const answer = await raw(t, '/rest/v1/contact_inquiries', {
        method: 'POST',
        headers: { prefer: 'return=minimal' },
        body: submission.body,
      });
      expect(answer.status).toBe(201);
    }
  });
});

describe('«Oré por ti»', () => {
  it('stops one address walking the wall, and only new prayers count', async () => {
    // The hourly limit is 300; the test lowers it to reach it quickly, then puts it back.
    await sql(`update private.door_limits set max_hits = 3 where door = 'pray_for'`);
    try {
      const wall = prayerWallHarness(t);
      const ids: { id: string }[] = [];
      for (let n = 0; n < 5; n++) {
        const { id } = await wall.send({ request_text: `Por la paz ${n}`, visibility: 'named' });
        await wall.approve(id!);
        ids.push({ id: id! });
      }
      const address = freshAddress();
      const visitor = randomUUID();
      const pray = (id: string, from = address) =>
        raw(t, '/rest/v1/rpc/pray_for', {
          method: 'POST',
          headers: { 'x-forwarded-for': from },
          body: { request_id: id, visitor_id: visitor },
        });
      for (const { id } of ids.slice(0, 3)) expect((await pray(id)).status).toBe(200);
      // The same click again adds no prayer, so it is no knock.
      expect((await pray(ids[0]!.id)).status).toBe(200);
      const over = await raw(t, '/rest/v1/rpc/pray_for', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body: { request_id: ids[3]!.id, visitor_id: visitor },
      });
      expectLimited(over);
      const [count] = await sql<{ prayed_count: number }>(
        'select prayed_count from public.prayer_requests where id = $1',
        [ids[3]!.id],
      );
      expect(count?.prayed_count).toBe(0);
      expect((await pray(ids[3]!.id, freshAddress())).status).toBe(200);
    } finally {
      await sql(`update private.door_limits set max_hits = 300 where door = 'pray_for'`);
    }
  });
});

describe('the server functions a visitor calls', () => {
  const settings = () => ({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: {},
    fetch: (input: RequestInfo | URL, init?: RequestInit) => t.backend.fetch(new Request(input, init)),
  });
  const post = async (
    handler: (request: Request) => Promise<Response>,
    name: string,
    body: BodyInit,
    address: string,
  ) => {
    const response = await handler(
      new Request(`https://ministerio.example.org/.netlify/functions/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': address },
        body,
      }),
    );
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it('send-prayer-request: 10 an hour per address, then 429; a body over 32 KB is 413', async () => {
    const handler = sendPrayerRequest.create(settings());
    const address = freshAddress();
    const request = (text: string) => JSON.stringify({ name: 'Ana', email: '', request_text: text });
    for (let i = 0; i < 10; i++)
      expect((await post(handler, 'send-prayer-request', request(`Por mi casa ${i}`), address)).status).toBe(
        201,
      );
    expectLimited(await post(handler, 'send-prayer-request', request('Una más'), address));
    const [stored] = await sql<{ count: number }>(
      `select count(*)::int as count from public.prayer_requests where request_text = 'Una más'`,
    );
    expect(stored?.count).toBe(0);

    const huge = await post(handler, 'send-prayer-request', request('x'.repeat(40_000)), freshAddress());
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('visitor-upload: 10 files started an hour per address, then 429', async () => {
    const handler = visitorUpload.create(settings());
    const address = freshAddress();
    const start = JSON.stringify({ step: 'start', kind: 'photo' });
    for (let i = 0; i < 10; i++)
      expect((await post(handler, 'visitor-upload', start, address)).status).toBe(200);
    expectLimited(await post(handler, 'visitor-upload', start, address));
    expect((await post(handler, 'visitor-upload', start, freshAddress())).status).toBe(200);
    const huge = JSON.stringify({
      step: 'finish',
      kind: 'cv',
      form: { cover_letter_text: 'x'.repeat(70_000) },
    });
    expect((await post(handler, 'visitor-upload', huge, freshAddress())).status).toBe(413);
  });
});
