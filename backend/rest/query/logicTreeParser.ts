import { Cursor } from './cursor.ts';
import { FIELD_NAME_LABEL, parseField, parseQuoted } from './fieldName.ts';
import { parseOpExpr, type ValueReader } from './filterParser.ts';
import type { LogicTree } from './types.ts';

const MAX_DEPTH = 100;

/**
 * `or=(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq.3))` (QueryParams.hs pLogicTree). `operator` is the key's
 * last part, `or`/`and` optionally prefixed with `not.`; PostgREST parses `operator + value` as one tree.
 */
export function parseLogicTree(operator: string, value: string): LogicTree {
  const cursor = new Cursor(operator + value, `failed to parse logic tree (${value})`);
  return parseTree(cursor, 0);
}

function parseTree(cursor: Cursor, depth: number): LogicTree {
  if (depth > MAX_DEPTH) throw cursor.error('logic tree is nested too deeply');
  const start = cursor.pos;
  try {
    const field = parseField(cursor);
    if (cursor.eat('.')) {
      return { kind: 'filter', filter: { field, expr: parseOpExpr(cursor, readLogicValue) } };
    }
  } catch {
    // Not a filter: try a nested (not.)and/or group below, as PostgREST's `try pLogicFilter` does.
  }
  cursor.pos = start;
  cursor.skipSpaces();
  const negated = cursor.eat('not.');
  let op: 'and' | 'or';
  if (cursor.eat('and')) op = 'and';
  else if (cursor.eat('or')) op = 'or';
  else
    throw cursor.unexpected(
      negated
        ? ['logic operator (and, or)']
        : [FIELD_NAME_LABEL, 'negation operator (not)', 'logic operator (and, or)'],
    );
  cursor.skipSpaces();
  cursor.expect('(');
  const children: LogicTree[] = [];
  for (;;) {
    cursor.skipSpaces();
    children.push(parseTree(cursor, depth + 1));
    cursor.skipSpaces();
    if (!cursor.eat(',')) break;
  }
  if (!cursor.eat(')')) throw cursor.unexpected(['","', '")"']);
  cursor.skipSpaces();
  return { kind: 'expr', negated, op, children };
}

/** Inside a tree a value ends at `,` or `)` unless quoted or written as a `{…}` array literal. */
const readLogicValue: ValueReader = (cursor) => {
  const start = cursor.pos;
  if (cursor.peek() === '"') {
    try {
      const quoted = parseQuoted(cursor);
      if (cursor.atEnd || cursor.peek() === ',' || cursor.peek() === ')') return quoted;
    } catch {
      // Fall through to the raw forms.
    }
    cursor.pos = start;
  }
  if (cursor.peek() === '{') {
    const close = cursor.input.indexOf('}', cursor.pos);
    const inner = close < 0 ? '' : cursor.input.slice(cursor.pos + 1, close);
    if (close >= 0 && !inner.includes('{')) {
      cursor.pos = close + 1;
      return cursor.input.slice(start, cursor.pos);
    }
  }
  while (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos++;
  return cursor.input.slice(start, cursor.pos);
};
