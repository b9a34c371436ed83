import type { AggregateFunction, JoinType, SelectItem } from '../types.ts';
import { aliasSeparator, lexeme, pField, pFieldName, pIdentifier } from './fieldGrammar.ts';
import {
  alt,
  attempt,
  between,
  bind,
  char,
  eof,
  guard,
  lazy,
  left,
  lookAhead,
  map,
  optional,
  type Parser,
  right,
  sepBy,
  seq,
  string,
} from './parsec.ts';

/** The `select` parameter (QueryParams.hs pFieldForest and friends). */

type EmbedHead = Omit<Extract<SelectItem, { kind: 'embed' }>, 'children'>;

const pEnd = alt(
  attempt(map(lookAhead(string(')')), () => undefined)),
  attempt(map(lookAhead(string(',')), () => undefined)),
  attempt(eof),
);

type EmbedParam = { hint: string } | { joinType: JoinType };
const pEmbedParam: Parser<EmbedParam> = right(
  char('!'),
  alt<EmbedParam>(
    attempt(map(string('left'), () => ({ joinType: 'left' as const }))),
    attempt(map(string('inner'), () => ({ joinType: 'inner' as const }))),
    attempt(map(pFieldName, (hint) => ({ hint }))),
  ),
);
/** Up to two `!hint` / `!inner` / `!left`, in any order; the first of each kind counts. */
const pEmbedParams: Parser<{ hint?: string; joinType?: JoinType }> = map(
  seq(optional(pEmbedParam), optional(pEmbedParam)),
  (found) => {
    const params = found.filter((p): p is EmbedParam => p !== undefined);
    const hint = params.find((p) => 'hint' in p) as { hint: string } | undefined;
    const join = params.find((p) => 'joinType' in p) as { joinType: JoinType } | undefined;
    return { ...(hint ? { hint: hint.hint } : {}), ...(join ? { joinType: join.joinType } : {}) };
  },
);
const beforeParen = attempt(map(lookAhead(string('(')), () => undefined));

export const pSpreadRelation: Parser<EmbedHead> = lexeme(
  map(
    seq(right(string('...'), pFieldName), pEmbedParams, beforeParen),
    ([name, params]): EmbedHead => ({ kind: 'embed', name, spread: true, ...params }),
  ),
);

const pAlias = optional(attempt(left(pFieldName, aliasSeparator)));

export const pRelation: Parser<EmbedHead> = lexeme(
  map(
    // Parsec's `guard (name /= "count")`: `count()` is the aggregate, never a relation.
    seq(
      pAlias,
      guard(pFieldName, (name) => name !== 'count'),
      pEmbedParams,
      beforeParen,
    ),
    ([alias, name, params]): EmbedHead => ({
      kind: 'embed',
      name,
      spread: false,
      ...(alias === undefined ? {} : { alias }),
      ...params,
    }),
  ),
);

const pCast = optional(right(string('::'), pIdentifier));
const AGGREGATES: AggregateFunction[] = ['sum', 'avg', 'count', 'max', 'min'];
const pAggregation = alt(
  ...AGGREGATES.map((name) => {
    const p = map(string(name), () => name);
    return name === 'max' || name === 'min' ? attempt(p) : p;
  }),
);

type FieldItem = Extract<SelectItem, { kind: 'field' }>;

const pStar = left(
  map(string('*'), (): FieldItem => ({ kind: 'field', field: { name: '*', jsonPath: [] } })),
  pEnd,
);
const pCount = map(
  seq(pAlias, string('count()'), pCast, pEnd),
  ([alias, , aggregateCast]): FieldItem => ({
    kind: 'field',
    field: { name: '*', jsonPath: [] },
    aggregate: 'count',
    ...(aggregateCast === undefined ? {} : { aggregateCast }),
    ...(alias === undefined ? {} : { alias }),
  }),
);
const pColumn = map(
  seq(
    pAlias,
    pField,
    pCast,
    optional(attempt(right(char('.'), left(pAggregation, string('()'))))),
    pCast,
    pEnd,
  ),
  ([alias, f, cast, aggregate, aggregateCast]): FieldItem => ({
    kind: 'field',
    field: f,
    ...(alias === undefined ? {} : { alias }),
    ...(cast === undefined ? {} : { cast }),
    ...(aggregate === undefined ? {} : { aggregate }),
    ...(aggregateCast === undefined ? {} : { aggregateCast }),
  }),
);
export const pFieldSelect: Parser<SelectItem> = lexeme(
  alt<SelectItem>(attempt(pStar), attempt(pCount), pColumn),
);

export const pFieldForest: Parser<SelectItem[]> = lazy(() => {
  const children = between(char('('), char(')'), pFieldForest);
  const embed = (head: Parser<EmbedHead>) =>
    bind(attempt(head), (h) => map(children, (items): SelectItem => ({ ...h, children: items })));
  return sepBy(alt(embed(pSpreadRelation), embed(pRelation), pFieldSelect), lexeme(char(',')));
});
