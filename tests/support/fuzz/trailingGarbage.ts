import fc from 'fast-check';

/**
 * Requests to the rest fixture whose query has one parameter of each kind PostgREST reads, valid as it
 * stands, so that text appended to it (`tail`) is the only change: select, order, filter values and keys,
 * logic trees and their keys, limit and offset, the same on an embedded resource, columns and on_conflict.
 */
export interface GarbageRequest {
  kind: string;
  method: string;
  path: string;
  body?: string;
  prefer?: string;
  /** The query without garbage, shown in a failure's report. */
  clean: string;
  query(tail: string): string;
}

const ALICE = '00000000-0000-4000-8000-00000000000a';
const encode = encodeURIComponent;
/** Sometimes as a hand-written URL would carry it: `&` and `;` left raw, so they split the pair. */
const loose = (text: string) => text.replace(/[%# ]/g, (c) => encode(c));
const pair = (key: string, value: string, raw: boolean) =>
  raw ? `${loose(key)}=${loose(value)}` : `${encode(key)}=${encode(value)}`;

const read = (kind: string, build: (tail: string, raw: boolean) => string) =>
  fc.tuple(fc.constantFrom('GET', 'GET', 'HEAD'), fc.boolean()).map(
    ([method, raw]): GarbageRequest => ({
      kind,
      method,
      path: '/articles',
      clean: build('', raw),
      query: (tail) => build(tail, raw),
    }),
  );
const filtering = (kind: string, build: (tail: string, raw: boolean) => string) =>
  fc.tuple(fc.constantFrom('GET', 'PATCH', 'DELETE'), fc.boolean()).map(
    ([method, raw]): GarbageRequest => ({
      kind,
      method,
      path: '/articles',
      ...(method === 'PATCH' ? { body: '{"rating":7}' } : {}),
      clean: build('', raw),
      query: (tail) => build(tail, raw),
    }),
  );

const SELECTS = [
  'id',
  'id,title',
  '*',
  'id,author:members!author_id(name)',
  'id,replies(content)',
  'title,rating::text',
  'count()',
  'id,...members!author_id(name)',
  'id, title',
];
const ORDERS = [
  'id.desc',
  'title',
  'rating.desc.nullslast',
  'id.asc,title',
  'data->n.desc',
  'title.asc.nullsfirst',
];
const FILTERS: [string, string][] = [
  ['id', 'eq.1'],
  ['id', 'in.(1,2)'],
  ['rating', 'is.null'],
  ['rating', 'gt.2'],
  ['title', 'like.*o*'],
  ['search', 'fts.post'],
  ['tags', 'cs.{news}'],
  ['id', 'not.eq.3'],
  ['data->>n', 'eq.1'],
];
const TREES = ['(id.eq.1,id.eq.2)', '(rating.gt.2,and(id.lt.3,published.is.true))', '(title.like.*o*)'];

export const parameterWithGarbage: fc.Arbitrary<GarbageRequest> = fc.oneof(
  fc
    .constantFrom(...SELECTS)
    .chain((select) => read('select', (tail, raw) => pair('select', select + tail, raw))),
  fc
    .constantFrom(...ORDERS)
    .chain((order) => read('order', (tail, raw) => `select=id&${pair('order', order + tail, raw)}`)),
  fc
    .constantFrom(...FILTERS)
    .chain(([column, value]) =>
      filtering('filter value', (tail, raw) => `select=id&${pair(column, value + tail, raw)}`),
    ),
  fc
    .constantFrom(...FILTERS)
    .chain(([column, value]) =>
      filtering('filter key', (tail, raw) => `select=id&${pair(column + tail, value, raw)}`),
    ),
  fc
    .tuple(fc.constantFrom('or', 'and', 'not.or'), fc.constantFrom(...TREES))
    .chain(([key, tree]) =>
      filtering('logic tree', (tail, raw) => `select=id&${pair(key, tree + tail, raw)}`),
    ),
  fc
    .constantFrom(...TREES)
    .chain((tree) => filtering('logic key', (tail, raw) => `select=id&${pair(`or${tail}`, tree, raw)}`)),
  fc
    .tuple(fc.constantFrom('limit', 'offset'), fc.constantFrom('1', '2', '0'))
    .chain(([key, n]) =>
      read('limit/offset', (tail, raw) => `select=id&order=id&${pair(key, n + tail, raw)}`),
    ),
  fc
    .constantFrom<[string, string]>(
      ['replies.order', 'id.desc'],
      ['replies.limit', '1'],
      ['replies.offset', '1'],
      ['replies.content', 'eq.Nice'],
      ['replies.or', '(id.eq.1,id.eq.2)'],
    )
    .chain(([key, value]) =>
      read(
        'embedded',
        (tail, raw) => `select=id,replies(id,content)&order=id&${pair(key, value + tail, raw)}`,
      ),
    ),
  fc.tuple(fc.constantFrom('columns', 'on_conflict'), fc.boolean()).map(
    ([key, raw]): GarbageRequest => ({
      kind: key,
      method: 'POST',
      path: '/members',
      body: JSON.stringify([{ id: ALICE, email: 'alice@example.org', name: 'Ana' }]),
      prefer: 'resolution=merge-duplicates',
      clean: pair(key, key === 'columns' ? 'id,email,name' : 'id', raw),
      query: (tail) => pair(key, (key === 'columns' ? 'id,email,name' : 'id') + tail, raw),
    }),
  ),
);
