import { filterValue, OPERATORS as GRAMMAR_OPERATORS } from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';

/**
 * Filters on the rest fixture's `articles` (key and value of one query parameter), shaped to be mostly
 * valid so both outcomes are exercised: applied (the rows change) and refused (a 4xx). A filter must
 * never be silently dropped.
 */
const COLUMNS: Record<string, string[]> = {
  id: ['1', '2', '3', '4', '-1', '0', '999', 'x'],
  title: ['Hello world', 'Draft', 'Bob writes', '*o*', 'Hello*', '%', '', 'null'],
  body: ['First post', '*words*', 'null', ''],
  rating: ['1', '3', '4.5', '2.0', 'NaN', 'abc'],
  published: ['true', 'false', 'null', 't', 'yes'],
  tags: ['{news}', '{news,faith}', '{}', '{pets}', 'news'],
  data: ['{"n":1}', '{"a":{"b":"x"}}', '{}', 'not json'],
  created_at: ['2024-01-01', '2024-01-01T00:00:00Z', 'yesterday', 'now'],
  search: ['cat', 'post', 'hello & world', "o'clock"],
};
const JSON_KEYS = ['id', 'data->n', 'data->>n', 'data->a->>b', 'data->>missing', 'title->>0'];
// PostgREST's operators plus the typos a person makes: each must be refused, never skipped.
const OPERATORS = [...GRAMMAR_OPERATORS, 'eqx', 'noop', 'contains', 'ne'];
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown', 'NULL', 'maybe'];

const column = fc.constantFrom(...Object.keys(COLUMNS));
const valueFor = (name: string) => fc.constantFrom(...(COLUMNS[name] ?? ['1']));

const typedFilter: fc.Arbitrary<[string, string]> = column.chain((name) =>
  fc
    .tuple(
      fc.constantFrom('', '', '', 'not.'),
      fc.constantFrom(...OPERATORS),
      fc.constantFrom('', '', '', '', '(any)', '(all)', '(english)'),
      valueFor(name),
      fc.array(valueFor(name), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...IS_VALUES),
    )
    .map(([not, op, modifier, value, list, isValue]): [string, string] => {
      if (op === 'is') return [name, `${not}is.${isValue}`];
      if (op === 'in')
        return [name, `${not}in.(${list.map((v) => (/[,()"]/.test(v) ? JSON.stringify(v) : v)).join(',')})`];
      const quantified = modifier === '(any)' || modifier === '(all)' ? `{${list.join(',')}}` : value;
      return [name, `${not}${op}${modifier}.${modifier.startsWith('(a') ? quantified : value}`];
    }),
);

export const articleFilter: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 6, arbitrary: typedFilter },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...JSON_KEYS), filterValue) },
  { weight: 1, arbitrary: fc.tuple(column, filterValue) },
);

/** The same filter negated (`not.` added or taken away). */
export const negated = (value: string) => (value.startsWith('not.') ? value.slice(4) : `not.${value}`);
