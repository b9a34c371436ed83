import type { Field, JsonStep } from '../types.ts';
import {
  alt,
  anyChar,
  attempt,
  bind,
  char,
  charRun,
  eof,
  label,
  left,
  lookAhead,
  many,
  manyAlternative,
  map,
  noneOf,
  notFollowedBy,
  option,
  type Parser,
  refused,
  right,
  sepBy1,
  seq,
  string,
} from './parsec.ts';

/** Field names, JSON paths and the small pieces every PostgREST parameter shares (QueryParams.hs). */

const join = (chars: string[]) => chars.join('');

export const ws: Parser<string> = charRun((c) => c === ' ' || c === '\t', refused(), false);
export const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));
export const pDelimiter = label(char('.'), 'delimiter (.)');

/** `"…"` with backslash escapes. */
export const pQuotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"'))),
  join,
);

// many1 (letter <|> digit <|> oneOf "_ $"): refused characters name both labelled alternatives.
const LETTER = /\p{L}/u;
const isIdentifierChar = (c: string) =>
  LETTER.test(c) || (c >= '0' && c <= '9') || c === '_' || c === ' ' || c === '$';
const identifierRefused = (char: string | undefined) => [
  ...refused('letter', 'digit')(char),
  ...refused()(char),
];
export const pIdentifier: Parser<string> = map(charRun(isIdentifierChar, identifierRefused, true), (text) =>
  text.trim(),
);

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
  alt(
    pQuotedValue,
    sepByDash(
      map(
        charRun((c) => !'(-:.,>)'.includes(c), refused(), true),
        (text) => text.trim(),
      ),
    ),
  ),
  'any non reserved character different from: .,>()',
);

const endOfIndex = alt(
  ...['->', '::', '.', ','].map((text) => attempt(map(lookAhead(string(text)), () => undefined))),
  attempt(eof),
);
const pJsonIndex: Parser<string> = bind(option('+', char('-')), (sign) =>
  left(
    map(
      charRun((c) => c >= '0' && c <= '9', refused('digit'), true),
      (digits) => sign + digits,
    ),
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
export const pJsonPath: Parser<JsonStep[]> = manyAlternative(pJsonOperation);

/** A field with its optional JSON path, spaces around it ignored. */
export const pField: Parser<Field> = lexeme(
  map(seq(pFieldName, option([], pJsonPath)), ([name, jsonPath]) => ({ name, jsonPath })),
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
