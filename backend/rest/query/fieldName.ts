import type { Cursor } from './cursor.ts';
import type { Field, JsonStep } from './types.ts';

export const FIELD_NAME_LABEL = 'field name (* or [a..z0..9_$])';

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

export function isIdentifierChar(char: string): boolean {
  return char !== '' && IDENTIFIER_CHAR.test(char);
}

/** `[a-z0-9_ $]+`, trimmed: PostgREST allows spaces inside names but not around them. */
export function parseIdentifier(cursor: Cursor, label = 'letter or digit'): string {
  const start = cursor.pos;
  while (isIdentifierChar(cursor.peek())) cursor.pos++;
  if (cursor.pos === start) throw cursor.unexpected([label]);
  return cursor.input.slice(start, cursor.pos).trim();
}

/** `"quoted \" value"`: backslash escapes the next character. */
export function parseQuoted(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  for (;;) {
    const char = cursor.peek();
    if (char === '') throw cursor.unexpected(['"\\""']);
    cursor.pos++;
    if (char === '"') return value;
    if (char === '\\') {
      if (cursor.atEnd) throw cursor.unexpected([]);
      value += cursor.peek();
      cursor.pos++;
    } else value += char;
  }
}

/** A column or relation name: quoted, or identifiers joined by dashes (a dash before `>` is an arrow). */
export function parseFieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return parseQuoted(cursor);
  if (!isIdentifierChar(cursor.peek())) throw cursor.unexpected([FIELD_NAME_LABEL]);
  const parts = [parseIdentifier(cursor)];
  while (cursor.peek() === '-' && cursor.peek(1) !== '>' && isIdentifierChar(cursor.peek(1))) {
    cursor.pos++;
    parts.push(parseIdentifier(cursor));
  }
  return parts.join('-');
}

const INDEX_END = ['->', '::', '.', ','];

/** `->key`, `->>key`, `->0`, `->>-1`… An index must be followed by another arrow, a cast, `.`, `,` or the end. */
export function parseJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (cursor.lookingAt('->>')) arrow = '->>';
    else if (cursor.lookingAt('->')) arrow = '->';
    else return steps;
    cursor.pos += arrow.length;
    const index = /^-?\d+/.exec(cursor.input.slice(cursor.pos));
    if (index) {
      const after = cursor.pos + index[0].length;
      const rest = cursor.input.slice(after);
      if (rest === '' || INDEX_END.some((end) => rest.startsWith(end))) {
        cursor.pos = after;
        steps.push({ arrow, key: index[0], isIndex: true });
        continue;
      }
    }
    steps.push({ arrow, key: parseFieldName(cursor), isIndex: false });
  }
}

/** A field with its optional JSON path, spaces around it ignored. */
export function parseField(cursor: Cursor): Field {
  cursor.skipSpaces();
  const name = parseFieldName(cursor);
  const jsonPath = parseJsonPath(cursor);
  cursor.skipSpaces();
  return { name, jsonPath };
}

/** The output key of a selected field: its alias, else the last JSON key, else the column name. */
export function outputName(field: Field, alias?: string): string {
  if (alias !== undefined) return alias;
  const lastKey = [...field.jsonPath].reverse().find((step) => !step.isIndex);
  if (field.jsonPath.length === 0) return field.name;
  return lastKey?.key ?? field.name;
}
