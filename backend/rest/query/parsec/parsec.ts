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

/**
 * Messages as Parsec accumulates them, joined and relabelled without copying (parsing merges errors at
 * every step, even on success); `flatten` lists them only when an error is shown.
 */
export type Messages =
  | readonly Message[]
  | { both: [Messages, Messages] }
  | { relabel: string; inner: Messages };

const isEmpty = (msgs: Messages) => Array.isArray(msgs) && msgs.length === 0;

export function flatten(msgs: Messages): Message[] {
  if (Array.isArray(msgs)) return msgs as Message[];
  const lazy = msgs as Exclude<Messages, readonly Message[]>;
  if ('both' in lazy) return [...flatten(lazy.both[0]), ...flatten(lazy.both[1])];
  return [{ kind: EXPECT, text: lazy.relabel }, ...flatten(lazy.inner).filter((m) => m.kind !== EXPECT)];
}

/** An error at an index into the input's code points. */
export interface ParseError {
  pos: number;
  msgs: Messages;
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
  const empty1 = isEmpty(e1.msgs);
  const empty2 = isEmpty(e2.msgs);
  if (empty2 && !empty1) return e1;
  if (empty1 && !empty2) return e2;
  if (e1.pos === e2.pos) return empty1 ? e1 : { pos: e1.pos, msgs: { both: [e1.msgs, e2.msgs] } };
  return e1.pos > e2.pos ? e1 : e2;
}

export const pure =
  <T>(value: T): Parser<T> =>
  (_input, pos) => ({ ok: true, consumed: false, value, pos, error: unknownError(pos) });

/** `do x <- p; guard (test x)`: a refused value fails where p ended, as Parsec's `mzero` after p. */
export const guard =
  <T>(p: Parser<T>, test: (value: T) => boolean): Parser<T> =>
  (input, pos) => {
    const reply = p(input, pos);
    if (!reply.ok || test(reply.value)) return reply;
    return { ...reply, ok: false, error: mergeError(reply.error, unknownError(reply.pos)) };
  };

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

/** Two steps in sequence (Parsec's `>>`), the reply of the second with the error rules of `bind`. */
function sequence<A, B, C>(first: Reply<A>, second: Reply<B>, value: C): Reply<C> {
  if (second.consumed) return { ...second, value } as Reply<C>;
  return {
    ...second,
    value,
    consumed: first.consumed,
    error: mergeError(first.error, second.error),
  } as Reply<C>;
}

export const map =
  <A, B>(p: Parser<A>, f: (value: A) => B): Parser<B> =>
  (input, pos) => {
    const reply = p(input, pos);
    return reply.ok ? { ...reply, value: f(reply.value) } : (reply as unknown as Reply<B>);
  };

/** `p *> q`, keeping the right result (never name an export `then`: a module namespace would become a thenable). */
export const right =
  <A, B>(p: Parser<A>, q: Parser<B>): Parser<B> =>
  (input, pos) => {
    const first = p(input, pos);
    if (!first.ok) return first as unknown as Reply<B>;
    const second = q(input, first.pos);
    return sequence(first, second, second.value);
  };

/** `p <* q`, keeping the left result. */
export const left =
  <A, B>(p: Parser<A>, q: Parser<B>): Parser<A> =>
  (input, pos) => {
    const first = p(input, pos);
    if (!first.ok) return first;
    const second = q(input, first.pos);
    return sequence(first, second, first.value);
  };

/** Several steps in sequence, their values in a tuple: `bind` chained, without building parsers on the way. */
export function seq<T extends unknown[]>(...parsers: { [K in keyof T]: Parser<T[K]> }): Parser<T> {
  return (input, pos) => {
    const values: unknown[] = [];
    let reply: Reply<unknown> = {
      ok: true,
      consumed: false,
      value: undefined,
      pos,
      error: unknownError(pos),
    };
    for (const p of parsers as Parser<unknown>[]) {
      const next = p(input, reply.pos);
      reply = sequence(reply, next, next.value);
      if (!reply.ok) return reply as Reply<T>;
      values.push(reply.value);
    }
    return { ...reply, value: values as T };
  };
}

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
  return { pos: error.pos, msgs: { relabel: text, inner: error.msgs } };
}

/** `p <?> text`: without consuming input, what p expected becomes `text`. */
export const label =
  <T>(p: Parser<T>, text: string): Parser<T> =>
  (input, pos) => {
    const reply = p(input, pos);
    if (reply.consumed || (reply.ok && isEmpty(reply.error.msgs))) return reply;
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
export const string = (text: string): Parser<string> => {
  const chars = [...text];
  const expected: Message = { kind: EXPECT, text: showString(text) };
  return (input, pos) => {
    for (let i = 0; i < chars.length; i++) {
      const found = input[pos + i];
      if (found !== chars[i]) {
        const shown = found === undefined ? '' : showString(found);
        return failure({ pos, msgs: [expected, { kind: SYS_UNEXPECT, text: shown }] }, i > 0);
      }
    }
    const end = pos + chars.length;
    return { ok: true, consumed: chars.length > 0, value: text, pos: end, error: unknownError(end) };
  };
};

/**
 * `many` (or `many1`) over a single-character parser, in one loop: `failure` is the error that parser
 * gives at a character it refuses (or at the end, `undefined`), so the reply is the one the combinator
 * form builds, without a reply object per character.
 */
export const charRun =
  (
    test: (char: string) => boolean,
    failure: (char: string | undefined) => Message[],
    atLeastOne: boolean,
  ): Parser<string> =>
  (input, pos) => {
    let at = pos;
    while (at < input.length && test(input[at]!)) at++;
    const error = { pos: at, msgs: failure(input[at]) };
    if (at === pos && atLeastOne) return { ok: false, consumed: false, value: '', pos, error };
    return { ok: true, consumed: at > pos, value: input.slice(pos, at).join(''), pos: at, error };
  };

/** The messages `satisfy` gives at a refused character (or the end), with what was expected first. */
export function refused(...expected: string[]): (char: string | undefined) => Message[] {
  const cache = new Map<string | undefined, Message[]>();
  return (char) => {
    let msgs = cache.get(char);
    if (!msgs) {
      const found: Message = { kind: SYS_UNEXPECT, text: char === undefined ? '' : showString(char) };
      msgs = expected.length === 0 ? [found] : expected.flatMap((text) => [{ kind: EXPECT, text }, found]);
      if (cache.size < 256) cache.set(char, msgs);
    }
    return msgs;
  };
}

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

/**
 * Control.Applicative's `many` (`some v <|> pure []`), which QueryParams.hs gets unqualified through
 * Protolude: unlike Parsec's own `many` (behind many1 and sepBy), the last item's error joins the error
 * of the attempt that ended the run, so what could have continued that item is expected too.
 */
export const manyAlternative =
  <T>(p: Parser<T>): Parser<T[]> =>
  (input, pos) => {
    const values: T[] = [];
    let at = pos;
    let lastError: ParseError | undefined;
    for (;;) {
      const reply = p(input, at);
      if (!reply.ok) {
        if (reply.consumed) return reply as unknown as Reply<T[]>;
        const error = lastError ? mergeError(lastError, reply.error) : reply.error;
        return { ok: true, consumed: at > pos, value: values, pos: at, error };
      }
      if (!reply.consumed) throw new Error('many: the parser accepts an empty string');
      values.push(reply.value);
      at = reply.pos;
      lastError = reply.error;
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
