import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors/restError.ts';
import { parseFilterValue } from './filterParser.ts';
import { parseLogicTree } from './logicTreeParser.ts';
import { parseOrder } from './orderParser.ts';
import { parseQueryParams } from './queryParams.ts';
import { splitQueryString } from './queryString.ts';
import { parseSelect } from './selectParser.ts';

/** Pieces of PostgREST syntax, so random strings hit deep parser paths, plus raw noise. */
const TOKENS = [
  'id',
  'title',
  'author',
  'replies',
  '*',
  ',',
  '.',
  ':',
  '::',
  '(',
  ')',
  '!',
  '!inner',
  '!left',
  '->',
  '->>',
  '"',
  '\\',
  '{',
  '}',
  'not.',
  'eq.',
  'in.',
  'is.',
  'null',
  'or',
  'and',
  'asc',
  'desc',
  'nullsfirst',
  'like(any)',
  'fts(english)',
  '...',
  '-',
  ' ',
  '0',
  '-1',
  'é',
  '%',
  '&',
  '=',
  '\u0000',
];
const syntaxNoise = fc.oneof(
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
);

const acceptsOrRejectsCleanly = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBeLessThan(500);
  }
};

describe('query-string parsers under random input', () => {
  it('never throw anything but a 4xx RestError', () => {
    fc.assert(
      fc.property(syntaxNoise, (text) => {
        acceptsOrRejectsCleanly(() => parseSelect(text));
        acceptsOrRejectsCleanly(() => parseFilterValue(text));
        acceptsOrRejectsCleanly(() => parseOrder(text));
        acceptsOrRejectsCleanly(() => parseLogicTree('or', text));
        acceptsOrRejectsCleanly(() => parseQueryParams(splitQueryString(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('parse whole query strings of random key/value pairs', () => {
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
        'replies.order',
        'replies.limit',
        'id',
        'data->a',
      ),
      syntaxNoise,
    );
    const query = fc
      .array(fc.tuple(key, syntaxNoise), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
    fc.assert(
      fc.property(query, (text) => acceptsOrRejectsCleanly(() => parseQueryParams(splitQueryString(text)))),
      { numRuns: 1000 },
    );
  });
});
