import { RestError } from '../errors/restError.ts';

/**
 * PostgREST's row ranges (RangeQuery.hs, over Data.Ranged): a lower bound and an optional upper bound,
 * both inclusive. A range whose upper bound is below its lower bound is empty; `limit=0` is the one empty
 * range allowed (0 to -1).
 */
export interface Range {
  lower: number;
  upper?: number;
}

export const ALL_ROWS: Range = { lower: 0 };
const LIMIT_ZERO: Range = { lower: 0, upper: -1 };

export const isEmpty = (r: Range) => r.upper !== undefined && r.upper < r.lower;
export const isAllRows = (r: Range) => r.lower === 0 && r.upper === undefined;
export const hasLimitZero = (r: Range) => r.upper === -1;
export const rangeLimit = (r: Range) => (r.upper === undefined ? undefined : 1 + r.upper - r.lower);

/** Data.Ranged's intersection: empty when either is; the canonical empty range has no usable bounds. */
export function intersect(a: Range, b: Range): Range {
  if (isEmpty(a) || isEmpty(b)) return { lower: 1, upper: 0 };
  const uppers = [a.upper, b.upper].filter((u): u is number => u !== undefined);
  return uppers.length === 0
    ? { lower: Math.max(a.lower, b.lower) }
    : { lower: Math.max(a.lower, b.lower), upper: Math.min(...uppers) };
}

/** `limit=n` applied to a range: at most n rows from its offset. */
export function restrictRange(limit: number | undefined, range: Range): Range {
  if (limit === undefined) return range;
  return intersect(range, { lower: Number.NEGATIVE_INFINITY, upper: range.lower + limit - 1 });
}

/** db-max-rows on one level of a read, keeping `limit=0` as it is. */
export function capRange(range: Range, maxRows: number | undefined): Range {
  return hasLimitZero(range) ? LIMIT_ZERO : restrictRange(maxRows, range);
}

// Haskell's isSpace: ASCII spaces and controls \t-\r, no-break space and the other Zs characters.
const SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]';
const SPACES = new RegExp(`^${SPACE}*|${SPACE}*$`, 'g');
// One number lexeme (decimal, 0x hex or 0o octal), after a `-` lexeme if negative.
const NUMBER = new RegExp(`^(-?)${SPACE}*(?:(\\d+)|0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+))$`);

/**
 * Haskell's `readMaybe` for an Integer, as PostgREST reads `limit` and `offset`: spaces around the
 * lexemes and any number of parentheses are allowed (`( -5 )`); anything else leaves the parameter
 * without effect (PostgREST ignores `limit=abc` and `limit=5;x` too).
 */
export function readInteger(text: string): number | undefined {
  let inner = text.replace(SPACES, '');
  while (inner.startsWith('(') && inner.endsWith(')')) inner = inner.slice(1, -1).replace(SPACES, '');
  const match = NUMBER.exec(inner);
  if (!match) return undefined;
  const [, sign, decimal, hex, octal] = match;
  const value = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? octal!, hex ? 16 : 8);
  return sign ? -value : value;
}

/** `Range: 0-9` on GET (RangeQuery.hs rangeParse); other forms mean all rows. */
export function parseRangeHeader(header: string | null | undefined): Range {
  const match = /^([0-9]+)-([0-9]*)$/.exec(header ?? '');
  if (!match) return ALL_ROWS;
  const lower: Range = { lower: Number(match[1]) };
  return match[2] === ''
    ? lower
    : intersect(lower, { lower: Number.NEGATIVE_INFINITY, upper: Number(match[2]) });
}

export function rangeError(details: string, headers?: Record<string, string>): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details, null, headers);
}

/** The 416 of a read whose offset is past the counted total, still with its Content-Range. */
export function offsetPastTotal(offset: number, total: number | undefined, contentRange: string): RestError {
  return rangeError(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`, {
    'Content-Range': contentRange,
  });
}

/**
 * The root's range (ApiRequest.hs getRanges): the Range header (GET only) intersected with `limit` and
 * `offset`; an empty result is PGRST103 unless it is `limit=0`, and PUT takes no range (PGRST114).
 */
export function topLevelRange(
  method: string,
  rootRange: Range | undefined,
  rangeHeader: string | null,
): Range {
  const headerRange = method === 'GET' ? parseRangeHeader(rangeHeader) : ALL_ROWS;
  const limitRange = rootRange ?? ALL_ROWS;
  const top = hasLimitZero(limitRange) ? LIMIT_ZERO : intersect(headerRange, limitRange);
  if (isEmpty(top) && !hasLimitZero(limitRange)) {
    throw rangeError(
      isEmpty(headerRange)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  if (method === 'PUT' && !isAllRows(top)) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  return top;
}

/**
 * Status and Content-Range of a read (RangeQuery.hs rangeStatusHeader): 206 when a count shows more rows
 * than returned, 416 when the offset is past the total.
 */
export function rangeStatus(
  offset: number,
  pageTotal: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  const contentRange = contentRangeHeader(offset, upper, total);
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  if (1 + upper - offset < total) return { status: 206, contentRange };
  return { status: 200, contentRange };
}

/** `lower-upper/total` with `*` where PostgREST prints it. */
export function contentRangeHeader(lower: number, upper: number, total: number | undefined): string {
  const rangeText = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangeText}/${total ?? '*'}`;
}
