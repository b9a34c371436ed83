import { fuzz, postgrestQuery, splitQueryString, withinMs } from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negated } from '../support/fuzz/filters.ts';
import { type RestFixture, startRestFixture } from './restFixtures.ts';

const PIECES = [
  'id',
  'title',
  'tags',
  'data',
  'rating',
  'author',
  'members',
  'replies',
  'labels',
  'content',
  'name',
  'author_id',
  '*',
  ',',
  '.',
  ':',
  '::text',
  '::int',
  '(',
  ')',
  '!inner',
  '!author_id',
  '->',
  '->>',
  'a',
  '"',
  '{',
  '}',
  'not.',
  'eq.',
  'neq.',
  'gt.',
  'like.',
  'ilike.',
  'in.',
  'is.',
  'cs.',
  'fts.',
  'wfts(english).',
  'null',
  'true',
  '1',
  '-1',
  'x',
  'or',
  'and',
  'asc',
  'desc',
  'nullslast',
  'eq(any).',
  '...',
  ' ',
  '%',
  '\\',
  'é',
];
const noise = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
);
const key = fc.oneof(
  fc.constantFrom(
    'select',
    'order',
    'limit',
    'offset',
    'or',
    'and',
    'not.or',
    'columns',
    'on_conflict',
    'id',
    'title',
    'rating',
    'tags',
    'data->a->>b',
    'replies.content',
    'replies.order',
    'replies.limit',
    'author.name',
    'author',
    'q',
  ),
  noise,
);
const queryString = fc.oneof(
  fc
    .array(fc.tuple(key, noise), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  postgrestQuery,
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'),
  path: fc.constantFrom(
    '/articles',
    '/replies',
    '/published_articles',
    '/rpc/search_titles',
    '/rpc/greet',
    '/nope',
    '/members',
  ),
  query: queryString,
  body: fc.oneof(fc.constant('{"title":"t"}'), fc.json({ maxDepth: 2 }), noise),
  prefer: fc.constantFrom(
    '',
    'count=exact',
    'return=representation',
    'count=planned',
    'resolution=merge-duplicates',
    noise as never,
  ),
  accept: fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv', '*/*'),
  range: fc.constantFrom('', '0-1', '5-2', 'x'),
});

const TIMEOUT_MS = 3000;
const RESERVED = ['select', 'columns', 'on_conflict', 'order', 'limit', 'offset', 'and', 'or'];
const isFilterKey = (key: string) => !RESERVED.includes(key) && !RESERVED.includes(key.split('.').at(-1)!);

/** The query with `select=id` and its first root filter (or the given one) written as given or negated. */
function idsQuery(query: string, negate: boolean): string | undefined {
  const pairs = splitQueryString(query).filter(([key]) => key !== 'select');
  const index = pairs.findIndex(
    ([key, value]) => value !== undefined && isFilterKey(key) && !key.includes('.'),
  );
  if (index < 0) return undefined;
  const [key, value] = pairs[index]!;
  pairs[index] = [key, negate ? negated(value!) : value];
  return [
    'select=id',
    ...pairs.map(([k, v]) =>
      v === undefined ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
    ),
  ].join('&');
}

describe('the /rest/v1 endpoint under random requests', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture();
    // Load the schema cache first, so the time budget goes to random requests.
    await f.fetch('/articles?select=id,author:members!author_id(name)');
  });
  afterAll(() => f.close());

  it('never answers 5xx, never throws, never hangs', async () => {
    await fuzz(
      'HTTP /rest/v1',
      fc.asyncProperty(request, async ({ method, path, query, body, prefer, accept, range }) => {
        const headers: Record<string, string> = { Accept: accept, 'Content-Type': 'application/json' };
        if (prefer) headers.Prefer = prefer;
        if (range) headers.Range = range;
        const init: RequestInit & { role?: 'anon' } = { method, headers };
        if (method !== 'GET' && method !== 'HEAD') init.body = body;
        const what = `${method} ${path}?${query}`;
        const response = await withinMs(f.fetch(`${path}?${query}`, init), TIMEOUT_MS, what);
        const text = await withinMs(response.text(), TIMEOUT_MS, what);
        if (response.status >= 500) throw new Error(`${response.status} for ${what}: ${text}`);
        if (response.status >= 400 && method !== 'HEAD') {
          expect(Object.keys(JSON.parse(text)).sort()).toEqual(['code', 'details', 'hint', 'message']);
        }
        // Refused or applied, never dropped: a filter and its negation never select the same row.
        if (method === 'GET' && response.status === 200 && (path === '/articles' || path === '/replies')) {
          const [applied, opposite] = [idsQuery(query, false), idsQuery(query, true)];
          if (applied === undefined || opposite === undefined) return;
          const ids = async (q: string) => {
            const res = await withinMs(f.fetch(`${path}?${q}`, { role: 'service_role' }), TIMEOUT_MS, q);
            return res.status === 200
              ? ((await res.json()) as { id: number }[]).map((row) => row.id)
              : undefined;
          };
          const [rows, others] = [await ids(applied), await ids(opposite)];
          if (rows && others) expect(rows.filter((id) => others.includes(id))).toEqual([]);
        }
      }),
      5000,
    );
  }, 600_000);
});
