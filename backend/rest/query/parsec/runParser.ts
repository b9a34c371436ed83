import { queryParseError, type RestError } from '../../errors/restError.ts';
import {
  EXPECT,
  flatten,
  type Message,
  type ParseError,
  type Parser,
  SYS_UNEXPECT,
  UNEXPECT,
} from './parsec.ts';

/**
 * Runs a grammar over one parameter, as PostgREST's `P.parse parser "failed to parse … (value)"`: the
 * whole value need not be consumed (Parsec stops where the grammar ends), and a failure becomes PGRST100
 * with Parsec's position as the message and its "unexpected … expecting …" text as the details.
 */
export function runParser<T>(parser: Parser<T>, source: string, text: string): T {
  const input = [...text];
  const reply = parser(input, 0);
  if (reply.ok) return reply.value;
  throw parseError(source, input, reply.error);
}

function parseError(source: string, input: readonly string[], error: ParseError): RestError {
  return queryParseError(`"${source}" ${position(input, error.pos)}`, showMessages(flatten(error.msgs)));
}

/** Parsec's SourcePos: tabs advance to the next multiple of 8 plus one, newlines start a line. */
function position(input: readonly string[], at: number): string {
  let line = 1;
  let column = 1;
  for (const char of input.slice(0, at)) {
    if (char === '\n') {
      line++;
      column = 1;
    } else if (char === '\t') column = column + 8 - ((column - 1) % 8);
    else column++;
  }
  return `(line ${line}, column ${column})`;
}

const clean = (texts: string[]) => [...new Set(texts.filter((text) => text !== ''))];

function commasOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Parsec's showErrorMessages with PostgREST's words, lines joined by spaces. */
export function showMessages(msgs: Message[]): string {
  if (msgs.length === 0) return 'unknown parse error';
  const sorted = [...msgs].sort((a, b) => a.kind - b.kind);
  const of = (kind: number) => sorted.filter((m) => m.kind === kind).map((m) => m.text);
  const sysUnExpect = of(SYS_UNEXPECT);
  const unExpect = of(UNEXPECT);
  const expect = of(EXPECT);
  const messages = sorted.filter((m) => m.kind > EXPECT).map((m) => m.text);
  const showMany = (prefix: string, texts: string[]) => {
    const items = clean(texts);
    if (items.length === 0) return '';
    return prefix ? `${prefix} ${commasOr(items)}` : commasOr(items);
  };
  let showSys = '';
  if (unExpect.length === 0 && sysUnExpect.length > 0) {
    showSys = sysUnExpect[0] === '' ? 'unexpected end of input' : `unexpected ${sysUnExpect[0]}`;
  }
  return clean([
    showSys,
    showMany('unexpected', unExpect),
    showMany('expecting', expect),
    showMany('', messages),
  ])
    .join(' ')
    .trim();
}
