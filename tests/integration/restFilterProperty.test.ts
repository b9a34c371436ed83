import { fuzz } from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFilter, negated } from '../support/fuzz/filters.ts';
import { eventually, type RestFixture, startRestFixture } from './restFixtures.ts';

type Answer = { status: number; ids?: number[]; code?: string };

/**
 * Refused or applied, never dropped: for generated filters on every method, a 2xx answer must be
 * exactly the rows the filter selects (disjoint from the rows its negation selects, and the same rows a
 * PATCH or DELETE reaches), and a 4xx answer is PostgREST's error on every method alike.
 */
describe('every filter is applied or refused, never dropped', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
    // Writes end with Prefer: tx=rollback, as db_tx_end=commit-allow-override lets them.
    await f.t.backend.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_tx_end = %L', current_database(), 'commit-allow-override'); end $$; notify pgrst, 'reload config'`,
    );
    // Until the reload lands (asynchronously on PostgreSQL) writes commit: wait on a write that reaches no row.
    await eventually(async () => {
      const res = await f.fetch('/labels?id=eq.0', {
        method: 'PATCH',
        role: 'service_role',
        headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
        body: JSON.stringify({ name: 'x' }),
      });
      return res.headers.get('preference-applied') === 'tx=rollback';
    }, 'tx override on');
  });
  afterAll(() => f.close());

  async function send(method: string, path: string, body?: object): Promise<Answer> {
    const res = await f.fetch(path, {
      method,
      role: 'service_role',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation, tx=rollback' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await res.json();
    if (res.status >= 300) return { status: res.status, code: json.code };
    return { status: res.status, ids: (json as { id: number }[]).map((row) => row.id).sort((a, b) => a - b) };
  }

  const query = (key: string, value: string) =>
    `/articles?select=id&${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

  it('reads, updates and deletes the same rows, and never the rows of the negation', async () => {
    await fuzz(
      'filtros aplicados o rechazados (HTTP)',
      fc.asyncProperty(articleFilter, async ([key, value]) => {
        const read = await send('GET', query(key, value));
        const update = await send('PATCH', query(key, value), { rating: 7 });
        const remove = await send('DELETE', query(key, value));
        if (read.status >= 400) {
          expect(read.status).toBeLessThan(500);
          expect(update).toEqual(read);
          expect(remove).toEqual(read);
          return;
        }
        expect(update.ids).toEqual(read.ids);
        expect(remove.ids).toEqual(read.ids);
        const opposite = await send('GET', query(key, negated(value)));
        if (opposite.status < 300) expect(read.ids!.filter((id) => opposite.ids!.includes(id))).toEqual([]);
      }),
      5000,
    );
  }, 600_000);

  it('knows an applied filter from a dropped one', async () => {
    const all = await send('GET', '/articles?select=id');
    expect(all.ids).toEqual([1, 2, 3, 4, 5]);
    const filtered = await send('GET', query('rating', 'gt.2'));
    expect(filtered.ids).toEqual([1, 4]);
    expect((await send('GET', query('rating', 'not.gt.2'))).ids).toEqual([5]);
  });
});
