import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzz, SLOW_INPUT_MS } from '../../../tests/support/fuzz/budget.ts';
import { filterValue, postgrestQuery } from '../../../tests/support/fuzz/postgrestGrammar.ts';
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
        acceptsOrRejectsCleanly(() => parseLogicTree('or', text));
        acceptsOrRejectsCleanly(() => parseQueryParams(splitQueryString(text)));
      }),
    );
  });

  it('parse grammar-shaped query strings (embeds, casts, logic trees, order, limits) cleanly', async () => {
    await fuzz(
      'parsers PostgREST (gramática)',
      fc.property(postgrestQuery, (text) =>
        acceptsOrRejectsCleanly(() => parseQueryParams(splitQueryString(text))),
      ),
    );
  });

  it('parse each grammar piece on its own cleanly', async () => {
    await fuzz(
      'parsers PostgREST (piezas)',
      fc.property(filterValue, (value) => {
        acceptsOrRejectsCleanly(() => parseFilterValue(value));
        acceptsOrRejectsCleanly(() => parseLogicTree('and', `(id.${value},title.${value})`));
      }),
    );
  });
});
