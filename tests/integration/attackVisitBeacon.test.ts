import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { DATA_SCHEMAS, unchangedBy } from '../support/dbSnapshot.ts';
import { raw } from '../support/rawApi.ts';
import { recordPageView, recordTeachingOpen } from '../support/visitCalls.ts';

/**
 * Attack suite, visit statistics: the two entry points anyone may call are tried with hostile
 * arguments, other functions and other ways in. Each attempt gets PostgREST's error answer, and no table
 * changes — the counts and the private raw views included.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const WITH_PRIVATE = [...DATA_SCHEMAS, 'private'];
const unchanged = <T>(attack: () => Promise<T>) => unchangedBy(b.backend.db, attack, WITH_PRIVATE);
const UUID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('record_page_view refuses what the beacon never sends', () => {
  it.each([
    ['a path that is SQL', { path: "'; delete from public.posts; --", screen_width: 1280 }],
    ['a path with markup', { path: '/<script>alert(1)</script>', screen_width: 1280 }],
    ['a path with a query', { path: '/blog?utm_source=x', screen_width: 1280 }],
    ['a path with a space', { path: '/a b', screen_width: 1280 }],
    ['a path with a control character', { path: '/a\tb', screen_width: 1280 }],
    ['a path of 301 characters', { path: `/${'a'.repeat(300)}`, screen_width: 1280 }],
    ['no path', { path: null, screen_width: 1280 }],
    ['a path that is a number', { path: 42, screen_width: 1280 }],
    [
      'a referrer of 2,049 characters',
      { path: '/', screen_width: 1280, referrer: `https://x.org/${'a'.repeat(2035)}` },
    ],
    ['no screen width', { path: '/' }],
    ['a zero screen width', { path: '/', screen_width: 0 }],
    ['a negative screen width', { path: '/', screen_width: -5 }],
    ['a screen 100,001 px wide', { path: '/', screen_width: 100001 }],
    ['a screen width beyond integers', { path: '/', screen_width: 1e12 }],
    ['a screen width that is text', { path: '/', screen_width: 'ancho' }],
    ['a teaching without a type', { path: '/', screen_width: 1280, teaching: UUID }],
    ['a teaching of another table', { path: '/', screen_width: 1280, teaching: `donation:${UUID}` }],
    ['a teaching id that is not a uuid', { path: '/', screen_width: 1280, teaching: 'article:1 or 1=1' }],
    ['a teaching with trailing text', { path: '/', screen_width: 1280, teaching: `article:${UUID};drop` }],
  ])('%s: 400', async (_label, body) => {
    const answer = await unchanged(() => recordPageView(b, body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: expect.stringMatching(/^(22023|22P02|22003|22021)$/) });
  });

  it('an argument it does not have: no such function (404 PGRST202)', async () => {
    const answer = await unchanged(() =>
      recordPageView(b, { path: '/', screen_width: 1280, table: 'donations', is_admin: true }),
    );
    expect(answer).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
  });

  it('through GET: refused, since GET runs read-only', async () => {
    const answer = await unchanged(() => raw(b, '/rest/v1/rpc/record_page_view?path=/&screen_width=1280'));
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

describe('record_teaching_open', () => {
  it.each([
    ['no teaching', { teaching: null, path: '/teachings' }],
    ['a malformed teaching', { teaching: 'video:', path: '/teachings' }],
    ['a malformed path', { teaching: `video:${UUID}`, path: 'https://evil.example/' }],
  ])('%s: 400', async (_label, body) => {
    const answer = await unchanged(() => recordTeachingOpen(b, body));
    expect(answer).toMatchObject({ status: 400, body: { code: '22023' } });
  });
});

describe('the rest stays out of reach', () => {
  it('the private recorder cannot be called by name', async () => {
    const answer = await unchanged(() =>
      raw(b, '/rest/v1/rpc/record_visit', {
        method: 'POST',
        body: { recorded_at: '2000-01-01', headers: {}, kind: 'view', path: '/', screen_width: 1 },
      }),
    );
    expect(answer).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
  });

  it('nor through the private schema', async () => {
    const answer = await unchanged(() =>
      raw(b, '/rest/v1/rpc/record_visit', {
        method: 'POST',
        headers: { 'content-profile': 'private' },
        body: { kind: 'view' },
      }),
    );
    expect(answer).toMatchObject({ status: 406, body: { code: 'PGRST106' } });
  });

  it.each([
    ['visit_daily_totals', { day: '2026-01-01', views: 1000 }],
    ['visit_daily_counts', { day: '2026-01-01', value: '/', dimension: 'page', hits: 1000 }],
  ])('a visitor cannot write %s directly', async (table, body) => {
    const answer = await unchanged(() => raw(b, `/rest/v1/${table}`, { method: 'POST', body }));
    expect(answer).toMatchObject({ status: 401, body: { code: '42501' } });
  });

  it.each([
    ['visit_totals', { days: 30 }],
    ['visit_ranking', { days: 30, dimension: 'page' }],
  ])('a visitor cannot run the report %s', async (name, body) => {
    const answer = await unchanged(() => raw(b, `/rest/v1/rpc/${name}`, { method: 'POST', body }));
    expect(answer).toMatchObject({ status: 401, body: { code: '42501' } });
  });
});
