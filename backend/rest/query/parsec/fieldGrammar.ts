import type { Field, JsonStep } from '../types.ts';
import {
  alt,
  anyChar,
  attempt,
  bind,
  char,
  digit,
  eof,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  type Parser,
  right,
  sepBy1,
  string,
} from './parsec.ts';

/** Field names, JSON paths and the small pieces every PostgREST parameter shares (QueryParams.hs). */

const join = (chars: string[]) => chars.join('');

export const ws: Parser<string> = map(many(oneOf(' \t')), join);
export const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));
export const pDelimiter = label(char('.'), 'delimiter (.)');

/** `"…"` with backslash escapes. */
export const pQuotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"'))),
  join,
);

const pIdentifierChar = alt(letter, digit, oneOf('_ $'));
export const pIdentifier: Parser<string> = map(many1(pIdentifierChar), (chars) => join(chars).trim());

/** Identifiers joined by dashes; a dash followed by `>` is a JSON arrow, not part of the name. */
const sepByDash = (ident: Parser<string>): Parser<string> => {
  const dash = attempt(right(char('-'), notFollowedBy(char('>'))));
  return map(sepBy1(ident, dash), (parts) => parts.join('-'));
};

export const pFieldName: Parser<string> = label(
  alt(pQuotedValue, sepByDash(pIdentifier)),
  'field name (* or [a..z0..9_$])',
);

const pJsonKeyName = label(
  alt(pQuotedValue, sepByDash(map(many1(noneOf('(-:.,>)')), (chars) => join(chars).trim()))),
  'any non reserved character different from: .,>()',
);

const endOfIndex = alt(
  ...['->', '::', '.', ','].map((text) => attempt(map(lookAhead(string(text)), () => undefined))),
  attempt(eof),
);
const pJsonIndex: Parser<string> = bind(option('+', char('-')), (sign) =>
  left(
    map(many1(digit), (digits) => sign + join(digits)),
    endOfIndex,
  ),
);
const pJsonArrow: Parser<JsonStep['arrow']> = alt(
  attempt(map(string('->>'), () => '->>' as const)),
  attempt(map(string('->'), () => '->' as const)),
);
const pJsonOperation: Parser<JsonStep> = bind(pJsonArrow, (arrow) =>
  alt(
    attempt(map(pJsonIndex, (key): JsonStep => ({ arrow, key, isIndex: true }))),
    attempt(map(pJsonKeyName, (key): JsonStep => ({ arrow, key, isIndex: false }))),
  ),
);
export const pJsonPath: Parser<JsonStep[]> = many(pJsonOperation);

/** A field with its optional JSON path, spaces around it ignored. */
export const pField: Parser<Field> = lexeme(
  bind(pFieldName, (name) => map(option([], pJsonPath), (jsonPath) => ({ name, jsonPath }))),
);

/** `key` of a filter or range: `embed.sub.column->json` → path [embed, sub] and the field. */
export const pTreePath: Parser<{ path: string[]; field: Field }> = bind(
  sepBy1(pFieldName, pDelimiter),
  (names) =>
    map(option([], pJsonPath), (jsonPath) => ({
      path: names.slice(0, -1),
      field: { name: names.at(-1)!, jsonPath },
    })),
);

/** `embed.not.or` → path [embed] and `not.or` (the `not` may sit anywhere, as in PostgREST). */
export const pLogicPath: Parser<{ path: string[]; operator: string }> = map(
  sepBy1(pFieldName, pDelimiter),
  (names) => {
    const operator = names.at(-1)!;
    const init = names.slice(0, -1);
    return {
      path: init.filter((name) => name !== 'not'),
      operator: names.includes('not') ? `not.${operator}` : operator,
    };
  },
);

/** `columns=a,b` and `on_conflict=a,b`. */
export const pColumns: Parser<string[]> = sepBy1(pFieldName, lexeme(char(',')));

export const aliasSeparator: Parser<undefined> = right(char(':'), notFollowedBy(char(':')));
