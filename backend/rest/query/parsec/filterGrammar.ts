import {
  FTS_OPERATORS,
  type IsValue,
  type LogicTree,
  type OpExpr,
  type Operation,
  QUANTIFIABLE,
  SIMPLE_OPERATORS,
} from '../types.ts';
import { lexeme, pDelimiter, pField, pIdentifier, pQuotedValue } from './fieldGrammar.ts';
import {
  alt,
  attempt,
  between,
  bind,
  char,
  charRun,
  label,
  lazy,
  left,
  map,
  noneOf,
  notFollowedBy,
  optional,
  type Parser,
  pure,
  refused,
  right,
  sepBy1,
  string,
} from './parsec.ts';

/** Filter values and logic trees (QueryParams.hs pOpExpr, pLogicTree). */

const _join = (chars: string[]) => chars.join('');

/** A query filter's value: everything after the operator. */
export const pSingleVal: Parser<string> = charRun(() => true, refused(), false);
const notSeparator = (c: string) => c !== ',' && c !== ')';

const pListElement: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  charRun(notSeparator, refused(), false),
);
const pListVal: Parser<string[]> = right(
  lexeme(char('(')),
  left(sepBy1(pListElement, char(',')), lexeme(char(')'))),
);

const tryString = <T>(text: string, value: T): Parser<T> => attempt(map(string(text), () => value));
const ops = <T extends string>(names: T[]): Parser<T> => alt(...names.map((name) => tryString(name, name)));
const operatorNames = <T extends string>(table: Record<T, string>) => Object.keys(table) as T[];

// Tried in the tables' order, which is PostgREST's `try` chain (`gte` before `gt`, `lte` before `lt`).
const simpleOperator = ops(operatorNames(SIMPLE_OPERATORS).filter((name) => !QUANTIFIABLE.has(name)));
const quantOperator = ops([...QUANTIFIABLE]);
const ftsOperator = ops(operatorNames(FTS_OPERATORS));

/** Case-insensitive, letter by letter (Parsec's `traverse ciChar`). */
const ciString = (text: string): Parser<string> =>
  [...text].reduceRight<Parser<string>>(
    (rest, c) => bind(alt(char(c), char(c.toUpperCase())), (first) => map(rest, (tail) => first + tail)),
    pure(''),
  );
const pIsVal: Parser<IsValue> = label(
  alt(
    ...(['null', 'not_null', 'true', 'false', 'unknown'] as const).map((v) =>
      attempt(map(ciString(v), () => v)),
    ),
  ),
  'isVal: (null, not_null, true, false, unknown)',
);

function pOperation(pSVal: Parser<string>): Parser<Operation> {
  const afterDelimiter = <T>(p: Parser<T>) => right(pDelimiter, p);
  const pIn = map(
    right(attempt(right(string('in'), pDelimiter)), pListVal),
    (values): Operation => ({
      kind: 'in',
      values,
    }),
  );
  const pIs = map(
    right(attempt(right(string('is'), pDelimiter)), pIsVal),
    (value): Operation => ({
      kind: 'is',
      value,
    }),
  );
  const pIsDist = map(
    right(attempt(right(string('isdistinct'), pDelimiter)), pSVal),
    (value): Operation => ({
      kind: 'isdistinct',
      value,
    }),
  );
  const pFts = bind(ftsOperator, (op) =>
    bind(optional(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
      afterDelimiter(
        map(
          pSVal,
          (value): Operation => ({ kind: 'fts', op, value, ...(language === undefined ? {} : { language }) }),
        ),
      ),
    ),
  );
  const pSimpleOp = bind(simpleOperator, (op) =>
    afterDelimiter(map(pSVal, (value): Operation => ({ kind: 'op', op, value }))),
  );
  const quantifier = attempt(
    between(
      char('('),
      char(')'),
      alt(
        tryString('any', 'any' as const),
        map(string('all'), () => 'all' as const),
      ),
    ),
  );
  const pQuantOp = bind(quantOperator, (op) =>
    bind(optional(quantifier), (q) =>
      afterDelimiter(
        map(
          pSVal,
          (value): Operation => ({ kind: 'op', op, value, ...(q === undefined ? {} : { quantifier: q }) }),
        ),
      ),
    ),
  );
  return label(
    alt(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuantOp)),
    'operator (eq, gt, ...)',
  );
}

/** `[not.]operator[(any|all)|(language)].value` */
export function pOpExpr(pSVal: Parser<string>): Parser<OpExpr> {
  const pNot = alt(attempt(map(right(string('not'), pDelimiter), () => true)), pure(false));
  const operation = pOperation(pSVal);
  return bind(pNot, (negated) => map(operation, (op) => ({ negated, operation: op })));
}

/** Inside a tree a value ends at `,` or `)` unless quoted or written as a `{…}` array literal. */
const pLogicSingleVal: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  attempt(
    bind(string('{'), (open) =>
      bind(
        charRun((c) => c !== '{' && c !== '}', refused(), false),
        (inner) => map(string('}'), (close) => open + inner + close),
      ),
    ),
  ),
  charRun(notSeparator, refused(), false),
);

/** `or(a.eq.1,and(b.gt.2,c.is.null),not.or(…))`: the key's operator glued to the value. */
export const pLogicTree: Parser<LogicTree> = lazy(() => {
  const pLogicFilter = bind(left(pField, pDelimiter), (field) =>
    map(pOpExpr(pLogicSingleVal), (expr): LogicTree => ({ kind: 'filter', filter: { field, expr } })),
  );
  const pNot = label(
    alt(attempt(map(right(string('not'), pDelimiter), () => true)), pure(false)),
    'negation operator (not)',
  );
  const pLogicOp = label(
    alt(
      tryString('and', 'and' as const),
      map(string('or'), () => 'or' as const),
    ),
    'logic operator (and, or)',
  );
  const children = right(lexeme(char('(')), left(sepBy1(pLogicTree, lexeme(char(','))), lexeme(char(')'))));
  const pExpr = bind(pNot, (negated) =>
    bind(pLogicOp, (op) =>
      map(children, (items): LogicTree => ({ kind: 'expr', negated, op, children: items })),
    ),
  );
  return alt(attempt(pLogicFilter), pExpr);
});
