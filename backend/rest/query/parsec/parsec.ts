import { showChar, showString } from './haskellShow.ts';

/**
 * A small port of Haskell's Parsec, the library PostgREST parses query parameters with. Its error
 * messages ("unexpected … expecting …" at a line and column) come from how Parsec tracks consumed input
 * and merges the errors of alternatives; porting those rules, instead of imitating their output, lets the
 * grammar files read like PostgREST's QueryParams.hs and answer with the same texts.
 */

/** Message kinds in Parsec's sort order (it sorts by kind only, keeping the order within a kind). */
export const SYS_UNEXPECT = 0;
export const UNEXPECT = 1;
export const EXPECT = 2;

export interface Message {
  kind: number;
  text: string;
}

/** An error at an index into the input's code points. */
export interface ParseError {
  pos: number;
  msgs: Message[];
}

export interface Reply<T> {
  ok: boolean;
  /** Whether input was consumed: a consumed failure is not retried by `alt` unless wrapped in `attempt`. */
  consumed: boolean;
  value: T;
  /** Where the next parser starts (the failure position's start when !ok). */
  pos: number;
  error: ParseError;
}

export type Parser<T> = (input: readonly string[], pos: number) => Reply<T>;

const unknownError = (pos: number): ParseError => ({ pos, msgs: [] });
const failure = <T>(error: ParseError, consumed = false): Reply<T> => ({
  ok: false,
  consumed,
  value: undefined as T,
  pos: error.pos,
  error,
});

/** Parsec's mergeError: the error further in wins; at the same place their messages are joined. */
export function mergeError(e1: ParseError, e2: ParseError): ParseError {
  if (e2.msgs.length === 0 && e1.msgs.length > 0) return e1;
  if (e1.msgs.length === 0 && e2.msgs.length > 0) return e2;
  if (e1.pos === e2.pos) return { pos: e1.pos, msgs: [...e1.msgs, ...e2.msgs] };
  return e1.pos > e2.pos ? e1 : e2;
}

export const pure =
  <T>(value: T): Parser<T> =>
  (_input, pos) => ({ ok: true, consumed: false, value, pos, error: unknownError(pos) });

/** Parsec's `mzero`: fails without consuming input or saying why (as `guard False` does). */
export const zero: Parser<never> = (_input, pos) => failure(unknownError(pos));

/** Parsec's `>>=`: errors of an empty second step merge with the first step's. */
export const bind =
  <A, B>(p: Parser<A>, next: (value: A) => Parser<B>): Parser<B> =>
  (input, pos) => {
    const first = p(input, pos);
    if (!first.ok) return first as unknown as Reply<B>;
    const second = next(first.value)(input, first.pos);
    if (second.consumed) return second;
    return { ...second, consumed: first.consumed, error: mergeError(first.error, second.error) };
  };

export const map = <A, B>(p: Parser<A>, f: (value: A) => B): Parser<B> => bind(p, (value) => pure(f(value)));
/** `p *> q`, keeping the right result (never name an export `then`: a module namespace would become a thenable). */
export const right = <A, B>(p: Parser<A>, q: Parser<B>): Parser<B> => bind(p, () => q);
/** `p <* q`, keeping the left result. */
export const left = <A, B>(p: Parser<A>, q: Parser<B>): Parser<A> => bind(p, (value) => map(q, () => value));

/** `p <|> q`: q runs only when p failed without consuming input. */
export const alt =
  <T>(...parsers: Parser<T>[]): Parser<T> =>
  (input, pos) => {
    let error = unknownError(pos);
    for (const p of parsers) {
      const reply = p(input, pos);
      if (reply.ok || reply.consumed) {
        return reply.consumed ? reply : { ...reply, error: mergeError(error, reply.error) };
      }
      error = mergeError(error, reply.error);
    }
    return failure(error);
  };

/** Parsec's `try`: a consumed failure becomes an empty one, so alternatives are tried. */
export const attempt =
  <T>(p: Parser<T>): Parser<T> =>
  (input, pos) => {
    const reply = p(input, pos);
    return !reply.ok && reply.consumed ? { ...reply, consumed: false } : reply;
  };

function setExpect(error: ParseError, text: string): ParseError {
  return { pos: error.pos, msgs: [{ kind: EXPECT, text }, ...error.msgs.filter((m) => m.kind !== EXPECT)] };
}

/** `p <?> text`: without consuming input, what p expected becomes `text`. */
export const label =
  <T>(p: Parser<T>, text: string): Parser<T> =>
  (input, pos) => {
    const reply = p(input, pos);
    if (reply.consumed || (reply.ok && reply.error.msgs.length === 0)) return reply;
    return { ...reply, error: setExpect(reply.error, text) };
  };

export const satisfy =
  (test: (char: string) => boolean): Parser<string> =>
  (input, pos) => {
    const char = input[pos];
    if (char === undefined) return failure({ pos, msgs: [{ kind: SYS_UNEXPECT, text: '' }] });
    if (!test(char)) return failure({ pos, msgs: [{ kind: SYS_UNEXPECT, text: showString(char) }] });
    return { ok: true, consumed: true, value: char, pos: pos + 1, error: unknownError(pos + 1) };
  };

export const char = (c: string): Parser<string> =>
  label(
    satisfy((x) => x === c),
    showString(c),
  );
export const oneOf = (chars: string): Parser<string> => satisfy((x) => chars.includes(x));
export const noneOf = (chars: string): Parser<string> => satisfy((x) => !chars.includes(x));
export const anyChar = satisfy(() => true);
export const letter = label(
  satisfy((x) => /\p{L}/u.test(x)),
  'letter',
);
export const digit = label(
  satisfy((x) => x >= '0' && x <= '9'),
  'digit',
);

/** Parsec's `string`: a mismatch is reported at the start, naming the first differing character. */
export const string =
  (text: string): Parser<string> =>
  (input, pos) => {
    const chars = [...text];
    const expected: Message = { kind: EXPECT, text: showString(text) };
    for (let i = 0; i < chars.length; i++) {
      const found = input[pos + i];
      if (found !== chars[i]) {
        const shown = found === undefined ? '' : showString(found);
        return failure({ pos, msgs: [expected, { kind: SYS_UNEXPECT, text: shown }] }, i > 0);
      }
    }
    return {
      ok: true,
      consumed: chars.length > 0,
      value: text,
      pos: pos + chars.length,
      error: unknownError(pos + chars.length),
    };
  };

export const many =
  <T>(p: Parser<T>): Parser<T[]> =>
  (input, pos) => {
    const values: T[] = [];
    let at = pos;
    for (;;) {
      const reply = p(input, at);
      if (!reply.ok) {
        if (reply.consumed) return reply as unknown as Reply<T[]>;
        return { ok: true, consumed: at > pos, value: values, pos: at, error: reply.error };
      }
      if (!reply.consumed) throw new Error('many: the parser accepts an empty string');
      values.push(reply.value);
      at = reply.pos;
    }
  };

export const many1 = <T>(p: Parser<T>): Parser<T[]> =>
  bind(p, (first) => map(many(p), (rest) => [first, ...rest]));
export const sepBy1 = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  bind(p, (first) => map(many(right(sep, p)), (rest) => [first, ...rest]));
export const sepBy = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> => alt(sepBy1(p, sep), pure([]));
export const option = <T>(fallback: T, p: Parser<T>): Parser<T> => alt(p, pure(fallback));
export const optional = <T>(p: Parser<T>): Parser<T | undefined> => option<T | undefined>(undefined, p);
export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, p: Parser<T>): Parser<T> =>
  right(open, left(p, close));

/** Succeeds without consuming input when p would succeed here. */
export const lookAhead =
  <T>(p: Parser<T>): Parser<T> =>
  (input, pos) => {
    const reply = p(input, pos);
    return reply.ok
      ? { ok: true, consumed: false, value: reply.value, pos, error: unknownError(pos) }
      : reply;
  };

const unexpected =
  (text: string): Parser<never> =>
  (_input, pos) =>
    failure({ pos, msgs: [{ kind: UNEXPECT, text }] });

/** Parsec's notFollowedBy for single-character parsers (the only kind PostgREST uses). */
export const notFollowedBy = (p: Parser<string>): Parser<undefined> =>
  attempt(
    alt(
      bind(attempt(p), (c) => unexpected(showChar(c))),
      pure(undefined),
    ),
  );

/** Parsec's `eof` (`notFollowedBy anyToken <?> "end of input"`, where anyToken keeps the position). */
export const eof: Parser<undefined> = (input, pos) => {
  const char = input[pos];
  const expected: Message = { kind: EXPECT, text: 'end of input' };
  if (char === undefined) {
    return {
      ok: true,
      consumed: false,
      value: undefined,
      pos,
      error: { pos, msgs: [expected, { kind: SYS_UNEXPECT, text: '' }] },
    };
  }
  return failure({ pos, msgs: [expected, { kind: UNEXPECT, text: showChar(char) }] });
};

/** Defers building a recursive parser until it is first used. */
export function lazy<T>(build: () => Parser<T>): Parser<T> {
  let parser: Parser<T> | undefined;
  return (input, pos) => {
    parser ??= build();
    return parser(input, pos);
  };
}
