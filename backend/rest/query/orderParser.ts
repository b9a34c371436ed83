import { Cursor } from './cursor.ts';
import { parseField, parseFieldName } from './fieldName.ts';
import type { OrderTerm } from './types.ts';

/** `order=col.desc.nullslast,author(email).asc` (QueryParams.hs pOrder). */
export function parseOrder(value: string): OrderTerm[] {
  const cursor = new Cursor(value, `failed to parse order (${value})`);
  const terms: OrderTerm[] = [];
  do {
    cursor.skipSpaces();
    terms.push(parseTerm(cursor));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  if (!cursor.atEnd) throw cursor.unexpected(['","', 'end of input']);
  return terms;
}

function parseTerm(cursor: Cursor): OrderTerm {
  const start = cursor.pos;
  let term: OrderTerm | undefined;
  try {
    const relation = parseFieldName(cursor);
    if (cursor.eat('(')) {
      const field = parseField(cursor);
      cursor.expect(')');
      term = { relation, field };
    }
  } catch {
    term = undefined;
  }
  if (!term) {
    cursor.pos = start;
    term = { field: parseField(cursor) };
  }
  if (cursor.eat('.asc')) term.direction = 'asc';
  else if (cursor.eat('.desc')) term.direction = 'desc';
  if (cursor.eat('.nullsfirst')) term.nulls = 'first';
  else if (cursor.eat('.nullslast')) term.nulls = 'last';
  else if (cursor.peek() === '.') {
    const expected = term.direction
      ? ['"nullsfirst"', '"nullslast"']
      : ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"'];
    throw cursor.unexpected(expected, cursor.pos + 1);
  }
  if (!cursor.atEnd && cursor.peek() !== ',') throw cursor.unexpected(['","', 'end of input']);
  return term;
}
