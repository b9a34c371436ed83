import {
  fuzz,
  garbage,
  parseQueryParams,
  type QueryParams,
  splitQueryString,
} from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GarbageRequest, parameterWithGarbage } from '../support/fuzz/trailingGarbage.ts';
import { eventually, type RestFixture, startRestFixture } from './restFixtures.ts';

type Answer = { status: number; body: unknown };

/**
 * What a query means once parsed (as the URL reaches the server), without the raw keys, which only PUT's
 * primary-key check reads.
 */
function meaning(query: string): Omit<QueryParams, 'filterKeys'> | { refused: unknown } {
  try {
    const { search } = new URL(`http://localhost/?${query}`);
    const { filterKeys: _, ...params } = parseQueryParams(splitQueryString(search));
    return params;
  } catch (error) {
    const { status, code, message, details, hint } = error as Record<string, unknown>;
    return { refused: { status, body: { code, message, details, hint } } };
  }
}

const entries = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value);
const sameMeaning = (a: unknown, b: unknown) => JSON.stringify(a, entries) === JSON.stringify(b, entries);

/**
 * Trailing garbage on every kind of parameter (select, order, filters and their keys, logic trees,
 * limit/offset, embedded order/limit/filters/logic, columns, on_conflict), over HTTP on every method
 * that takes it. PostgREST either refuses a parameter (400 PGRST100) or reads it as far as its grammar
 * goes; the parser answers as PostgREST's own (postgrestAnswers.test.ts), and here the API must keep to
 * the parser: a refusal is that exact 400, and text the parser left out changes nothing in the answer.
 */
describe('trailing garbage on every query parameter', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
    // Writes end with Prefer: tx=rollback (db_tx_end=commit-allow-override), so every request sees the same rows.
    await f.t.backend.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_tx_end = %L', current_database(), 'commit-allow-override'); end $$; notify pgrst, 'reload config'`,
    );
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

  async function send(request: GarbageRequest, query: string): Promise<Answer> {
    const { method, path, body, prefer } = request;
    const res = await f.fetch(`${path}?${query}`, {
      method,
      role: 'service_role',
      headers: {
        'Content-Type': 'application/json',
        Prefer: ['return=representation', 'tx=rollback', ...(prefer ? [prefer] : [])].join(', '),
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : JSON.parse(text) };
  }

  it('refuses with PostgREST’s error or ignores exactly what PostgREST ignores', async () => {
    await fuzz(
      'parámetros con basura al final (HTTP)',
      fc.asyncProperty(parameterWithGarbage, garbage, async (request, tail) => {
        const { clean } = request;
        const dirty = request.query(tail);
        const answer = await send(request, dirty);
        const what = `${request.method} ${request.path}?${dirty} → ${JSON.stringify(answer)}`;
        expect(answer.status, what).toBeLessThan(500);
        const expected = meaning(dirty);
        if ('refused' in expected) {
          const { status, body } = expected.refused as Answer;
          expect(answer, what).toEqual({ status, body: request.method === 'HEAD' ? null : body });
          return;
        }
        expect((answer.body as { code?: string } | null)?.code, what).not.toBe('PGRST100');
        if (sameMeaning(expected, meaning(clean))) {
          expect(answer, what).toEqual(await send(request, clean));
        }
      }),
      5000,
    );
  }, 600_000);
});
