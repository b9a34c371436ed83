import { queryParseError, type RestError } from '../errors/restError.ts';

/**
 * A position in one query-parameter value, with Parsec-style error texts: PostgREST's messages read
 * `"failed to parse filter (x)" (line 1, column 3)` with details `unexpected "x" expecting ...`.
 */
export class Cursor {
  readonly input: string;
  readonly source: string;
  pos = 0;

  constructor(input: string, source: string) {
    this.input = input;
    this.source = source;
  }

  get atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  lookingAt(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` when it comes next. */
  eat(text: string): boolean {
    if (!this.lookingAt(text)) return false;
    this.pos += text.length;
    return true;
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Parsec's "unexpected … expecting …" at the current position. */
  unexpected(expected: readonly string[], at = this.pos): RestError {
    const found = at >= this.input.length ? 'end of input' : showChar(this.input[at]!);
    const expecting = expected.length ? ` expecting ${joinOr([...new Set(expected)])}` : '';
    return this.error(`unexpected ${found}${expecting}`, at);
  }

  error(details: string, at = this.pos): RestError {
    return queryParseError(`"${this.source}" ${position(this.input, at)}`, details);
  }

  expect(text: string, label = JSON.stringify(text)): void {
    if (!this.eat(text)) throw this.unexpected([label]);
  }
}

function position(input: string, at: number): string {
  const before = [...input.slice(0, at)];
  let line = 1;
  let column = 1;
  for (const char of before) {
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  return `(line ${line}, column ${column})`;
}

function showChar(char: string): string {
  return JSON.stringify(char);
}

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
