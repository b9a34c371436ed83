import { randomUUID } from 'node:crypto';
import type { PrayerFields } from '#core/schemas/prayerRequest.ts';
import { sendPrayerRequest } from '../../netlify/lib/sendPrayerRequest.ts';
import { raw } from './rawApi.ts';
import { API_URL, type TestBackend } from './testBackend.ts';

/** What the prayer wall's tests, the load test and its bench need from a backend. */
export function prayerWallHarness(t: TestBackend) {
  const handler = sendPrayerRequest.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    env: {},
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
  const sql = async <Row = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    (await t.backend.db.query<Row>(query, params)).rows;

  /** A visitor sends a request through the server function; returns its id, private token and reference. */
  async function send(fields: Partial<PrayerFields> & { website?: string } = {}) {
    const response = await handler(
      new Request('http://sitio.test/.netlify/functions/send-prayer-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Ana María', email: '', request_text: 'Por mi madre', ...fields }),
      }),
    );
    const body = (await response.json()) as { token: string; reference?: string };
    const [row] = await sql<{ id: string }>(
      `select id from public.prayer_requests where link_token_hash = sha256(convert_to($1, 'UTF8'))`,
      [body.token],
    );
    return { status: response.status, token: body.token, reference: body.reference, id: row?.id };
  }

  /** The pastoral team's approval, as the database sees it (the admin's own path is tested elsewhere). */
  const approve = (id: string) =>
    sql(`update public.prayer_requests set status = 'approved' where id = $1`, [id]);

  /** An anonymous API call to a function, from the address `ip` (the gateway's X-Forwarded-For). */
  const rpc = (name: string, args: object, ip = '203.0.113.1') =>
    raw(t, `/rest/v1/rpc/${name}`, { method: 'POST', headers: { 'x-forwarded-for': ip }, body: args });

  const pray = (requestId: string, visitorId: string = randomUUID(), ip?: string) =>
    rpc('pray_for', { request_id: requestId, visitor_id: visitorId }, ip);

  const countOf = async (id: string) =>
    (
      await sql<{ prayed_count: number }>('select prayed_count from public.prayer_requests where id = $1', [
        id,
      ])
    )[0]?.prayed_count;

  return { send, approve, rpc, pray, countOf, sql };
}
