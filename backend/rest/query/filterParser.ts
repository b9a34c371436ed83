import { Cursor } from './cursor.ts';
import { parseIdentifier, parseQuoted } from './fieldName.ts';
import {
  FTS_OPERATORS,
  type FtsOperator,
  type IsValue,
  type OpExpr,
  type Operation,
  QUANTIFIABLE,
  SIMPLE_OPERATORS,
  type SimpleOperator,
} from './types.ts';

const OPERATOR_LABEL = 'operator (eq, gt, ...)';
const IS_VALUES: IsValue[] = ['null', 'not_null', 'unknown', 'true', 'false'];

/** Reads the value after the operator: the rest of the input for a query filter, one element in a logic tree. */
export type ValueReader = (cursor: Cursor) => string;

export const restOfInput: ValueReader = (cursor) => {
  const value = cursor.input.slice(cursor.pos);
  cursor.pos = cursor.input.length;
  return value;
};

/** The right-hand side of a filter, `[not.]op[(any|all)|(config)].value` (QueryParams.hs pOpExpr). */
export function parseFilterValue(value: string): OpExpr {
  return parseOpExpr(new Cursor(value, `failed to parse filter (${value})`), restOfInput);
}

export function parseOpExpr(cursor: Cursor, readValue: ValueReader): OpExpr {
  const negated = cursor.eat('not.');
  return { negated, operation: parseOperation(cursor, readValue) };
}

function parseOperation(cursor: Cursor, readValue: ValueReader): Operation {
  if (cursor.eat('in.')) return { kind: 'in', values: parseList(cursor) };
  if (cursor.eat('is.')) return { kind: 'is', value: parseIsValue(cursor) };
  const nameStart = cursor.pos;
  while (!cursor.atEnd && cursor.peek() !== '.' && cursor.peek() !== '(') cursor.pos++;
  const name = cursor.input.slice(nameStart, cursor.pos);
  if (name in FTS_OPERATORS) {
    const op = name as FtsOperator;
    let language: string | undefined;
    if (cursor.eat('(')) {
      language = parseIdentifier(cursor);
      cursor.expect(')');
    }
    expectDelimiter(cursor);
    const fts: Operation = { kind: 'fts', op, value: readValue(cursor) };
    if (language !== undefined) fts.language = language;
    return fts;
  }
  if (name === 'isdistinct') {
    expectDelimiter(cursor);
    return { kind: 'isdistinct', value: readValue(cursor) };
  }
  if (!(name in SIMPLE_OPERATORS)) {
    if (cursor.atEnd && name === '') throw cursor.unexpected([OPERATOR_LABEL]);
    if (cursor.peek() !== '.') throw cursor.unexpected(['delimiter (.)']);
    cursor.pos++;
    throw cursor.error(`unknown single value operator ${name}`);
  }
  const op = name as SimpleOperator;
  let quantifier: 'any' | 'all' | undefined;
  if (cursor.peek() === '(' && QUANTIFIABLE.has(op)) {
    cursor.pos++;
    if (cursor.eat('any')) quantifier = 'any';
    else if (cursor.eat('all')) quantifier = 'all';
    else throw cursor.unexpected(['"any"', '"all"']);
    cursor.expect(')');
  }
  expectDelimiter(cursor);
  const operation: Operation = { kind: 'op', op, value: readValue(cursor) };
  if (quantifier) operation.quantifier = quantifier;
  return operation;
}

function expectDelimiter(cursor: Cursor): void {
  if (!cursor.eat('.')) throw cursor.unexpected(['delimiter (.)']);
}

/** `null`, `not_null`, `true`, `false`, `unknown`, case-insensitive. */
function parseIsValue(cursor: Cursor): IsValue {
  const rest = cursor.input.slice(cursor.pos).toLowerCase();
  const value = IS_VALUES.find((candidate) => rest.startsWith(candidate));
  if (!value) throw cursor.unexpected(['null or trilean value (unknown, true, false)']);
  cursor.pos += value.length;
  return value;
}

/** `(a,"b,c",d)`: quoted elements may hold `,` and `)`. */
export function parseList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(parseListElement(cursor));
    if (!cursor.eat(',')) break;
  }
  cursor.skipSpaces();
  if (!cursor.eat(')')) throw cursor.unexpected(['","', '")"']);
  cursor.skipSpaces();
  return values;
}

function parseListElement(cursor: Cursor): string {
  const start = cursor.pos;
  if (cursor.peek() === '"') {
    try {
      const quoted = parseQuoted(cursor);
      if (cursor.atEnd || cursor.peek() === ',' || cursor.peek() === ')') return quoted;
    } catch {
      // Not a well-formed quoted element: read it raw, as PostgREST does.
    }
    cursor.pos = start;
  }
  while (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos++;
  return cursor.input.slice(start, cursor.pos);
}
