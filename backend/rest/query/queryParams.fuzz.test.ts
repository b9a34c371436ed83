import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzz, SLOW_INPUT_MS } from '../../testing/fuzz/budget.ts';
import { filterValue, postgrestQuery } from '../../testing/fuzz/postgrestGrammar.ts';
import { RestError } from '../errors/restError.ts';
import { parseFilterValue, parseLogic, parseOrder, parseQueryParams, parseSelect } from './queryParams.ts';
import { splitQueryString } from './queryString.ts';

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

const isReserved = (key: string) =>
  ['select', 'columns', 'on_conflict'].includes(key) ||
  ['order', 'limit', 'offset', 'and', 'or'].includes(key.slice(key.lastIndexOf('.') + 1));

/** A parser either returns or throws a 4xx RestError, and answers quickly (no catastrophic backtracking). */
const acceptsOrRejectsCleanly = (parse: () => unknown) => {
  const started = performance.now();
  try {
    parse();
  } catch (error) {
    if (!(error instanceof RestError) || error.status >= 500) throw error;
  }
  const ms = performance.now() - started;
  if (ms > SLOW_INPUT_MS) throw new Error(`took ${Math.round(ms)} ms`);
};

describe('query-string parsers under random input', () => {
  it('never throw anything but a 4xx RestError on syntax noise', async () => {
    await fuzz(
      'parsers PostgREST (ruido sintáctico)',
      fc.property(syntaxNoise, (text) => {
        acceptsOrRejectsCleanly(() => parseSelect(text));
        acceptsOrRejectsCleanly(() => parseFilterValue(text));
        acceptsOrRejectsCleanly(() => parseOrder(text));
        acceptsOrRejectsCleanly(() => parseLogic('or', text));
        acceptsOrRejectsCleanly(() => parseQueryParams(splitQueryString(text)));
      }),
    );
  });

  it('parse grammar-shaped query strings (embeds, casts, logic trees, order, limits) cleanly, dropping no filter', async () => {
    await fuzz(
      'parsers PostgREST (gramática)',
      fc.property(postgrestQuery, (text) =>
        acceptsOrRejectsCleanly(() => {
          const pairs = splitQueryString(text);
          const params = parseQueryParams(pairs);
          // Refused or applied, never dropped: every pair that is not reserved became a filter.
          const filterPairs = pairs.filter(([key, value]) => value !== undefined && !isReserved(key));
          if (params.filters.length !== filterPairs.length || params.rpcArgs.length > 0) {
            throw new Error(`dropped a filter of ${text}`);
          }
        }),
      ),
    );
  });

  it('parse each grammar piece on its own cleanly', async () => {
    await fuzz(
      'parsers PostgREST (piezas)',
      fc.property(filterValue, (value) => {
        acceptsOrRejectsCleanly(() => {
          if (parseFilterValue(value) === undefined) throw new Error(`filter ${value} read as no filter`);
        });
        acceptsOrRejectsCleanly(() => parseLogic('and', `(id.${value},title.${value})`));
      }),
    );
  });
});
