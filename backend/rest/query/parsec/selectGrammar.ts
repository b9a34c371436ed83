import type { AggregateFunction, JoinType, SelectItem } from '../types.ts';
import { aliasSeparator, lexeme, pField, pFieldName, pIdentifier } from './fieldGrammar.ts';
import {
  alt,
  attempt,
  between,
  bind,
  char,
  eof,
  lazy,
  left,
  lookAhead,
  map,
  optional,
  type Parser,
  pure,
  right,
  sepBy,
  string,
  zero,
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
const pEmbedParams: Parser<{ hint?: string; joinType?: JoinType }> = bind(optional(pEmbedParam), (first) =>
  map(optional(pEmbedParam), (second) => {
    const params = [first, second].filter((p): p is EmbedParam => p !== undefined);
    const hint = params.find((p) => 'hint' in p) as { hint: string } | undefined;
    const join = params.find((p) => 'joinType' in p) as { joinType: JoinType } | undefined;
    return { ...(hint ? { hint: hint.hint } : {}), ...(join ? { joinType: join.joinType } : {}) };
  }),
);
const beforeParen = attempt(map(lookAhead(string('(')), () => undefined));

export const pSpreadRelation: Parser<EmbedHead> = lexeme(
  bind(right(string('...'), pFieldName), (name) =>
    left(
      map(pEmbedParams, (params): EmbedHead => ({ kind: 'embed', name, spread: true, ...params })),
      beforeParen,
    ),
  ),
);

const pAlias = optional(attempt(left(pFieldName, aliasSeparator)));

export const pRelation: Parser<EmbedHead> = lexeme(
  bind(pAlias, (alias) =>
    bind(pFieldName, (name) =>
      // Parsec's `guard (name /= "count")`: `count()` is the aggregate, never a relation.
      name === 'count'
        ? zero
        : left(
            map(
              pEmbedParams,
              (params): EmbedHead => ({
                kind: 'embed',
                name,
                spread: false,
                ...(alias === undefined ? {} : { alias }),
                ...params,
              }),
            ),
            beforeParen,
          ),
    ),
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

const field = (item: Extract<SelectItem, { kind: 'field' }>) => item;

const pStar = left(
  map(string('*'), () => field({ kind: 'field', field: { name: '*', jsonPath: [] } })),
  pEnd,
);
const pCount = bind(pAlias, (alias) =>
  right(
    string('count()'),
    bind(pCast, (aggregateCast) =>
      left(
        pure(
          field({
            kind: 'field',
            field: { name: '*', jsonPath: [] },
            aggregate: 'count',
            ...(aggregateCast === undefined ? {} : { aggregateCast }),
            ...(alias === undefined ? {} : { alias }),
          }),
        ),
        pEnd,
      ),
    ),
  ),
);
const pColumn = bind(pAlias, (alias) =>
  bind(pField, (f) =>
    bind(pCast, (cast) =>
      bind(optional(attempt(right(char('.'), left(pAggregation, string('()'))))), (aggregate) =>
        bind(pCast, (aggregateCast) =>
          left(
            pure(
              field({
                kind: 'field',
                field: f,
                ...(alias === undefined ? {} : { alias }),
                ...(cast === undefined ? {} : { cast }),
                ...(aggregate === undefined ? {} : { aggregate }),
                ...(aggregateCast === undefined ? {} : { aggregateCast }),
              }),
            ),
            pEnd,
          ),
        ),
      ),
    ),
  ),
);
export const pFieldSelect: Parser<SelectItem> = lexeme(alt(attempt(pStar), attempt(pCount), pColumn));

export const pFieldForest: Parser<SelectItem[]> = lazy(() => {
  const children = between(char('('), char(')'), pFieldForest);
  const embed = (head: Parser<EmbedHead>) =>
    bind(attempt(head), (h) => map(children, (items): SelectItem => ({ ...h, children: items })));
  return sepBy(alt(embed(pSpreadRelation), embed(pRelation), pFieldSelect), lexeme(char(',')));
});
