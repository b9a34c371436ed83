import type { OrderTerm } from '../types.ts';
import { lexeme, pDelimiter, pField, pFieldName } from './fieldGrammar.ts';
import {
  alt,
  attempt,
  between,
  bind,
  char,
  eof,
  left,
  lookAhead,
  map,
  optional,
  type Parser,
  right,
  sepBy1,
  string,
} from './parsec.ts';

/** `order=col.desc.nullslast,author(email).asc` (QueryParams.hs pOrder). */

const pEnd = alt(attempt(map(lookAhead(char(',')), () => undefined)), attempt(eof));
const keyword = <T>(text: string, value: T) =>
  attempt(
    right(
      pDelimiter,
      map(string(text), () => value),
    ),
  );
const pOrdDir = alt(keyword('asc', 'asc' as const), keyword('desc', 'desc' as const));
const pNulls = alt(keyword('nullsfirst', 'first' as const), keyword('nullslast', 'last' as const));
const pNullsThenEnd = alt(
  left(optional(pNulls), pEnd),
  map(pEnd, () => undefined),
);

function withModifiers(term: OrderTerm): Parser<OrderTerm> {
  return bind(optional(pOrdDir), (direction) =>
    map(pNullsThenEnd, (nulls) => ({
      ...term,
      ...(direction === undefined ? {} : { direction }),
      ...(nulls === undefined ? {} : { nulls }),
    })),
  );
}

const pOrderTerm = bind(pField, (field) => withModifiers({ field }));
const pOrderRelationTerm = bind(pFieldName, (relation) =>
  bind(between(char('('), char(')'), pField), (field) => withModifiers({ relation, field })),
);

export const pOrder: Parser<OrderTerm[]> = sepBy1(
  lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)),
  char(','),
);
