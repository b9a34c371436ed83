import { RestError } from '../errors/restError.ts';
import type { Range } from './types.ts';

export const ALL_ROWS: Range = { offset: 0 };

/** `Range: 0-9` (items, inclusive). Anything else is ignored, as PostgREST does. */
export function parseRangeHeader(header: string | null | undefined): Range {
  const match = /^(\d+)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return ALL_ROWS;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (from > to) {
    throw rangeError(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: from, limit: to - from + 1 };
}

/** `limit`/`offset` query parameters as a range; a negative limit is PGRST103. */
export function rangeFromParams(limit: number | undefined, offset: number | undefined): Range {
  if (limit !== undefined && limit < 0) throw rangeError('Limit should be greater than or equal to zero.');
  const range: Range = { offset: Math.max(0, offset ?? 0) };
  if (limit !== undefined) range.limit = limit;
  return range;
}

/** The rows both ranges allow. */
export function intersectRanges(a: Range, b: Range): Range {
  const offset = Math.max(a.offset, b.offset);
  const ends = [a, b].filter((r) => r.limit !== undefined).map((r) => r.offset + r.limit!);
  if (ends.length === 0) return { offset };
  return { offset, limit: Math.max(0, Math.min(...ends) - offset) };
}

/** db-max-rows caps every level of a read. */
export function capRange(range: Range, maxRows: number | undefined): Range {
  if (maxRows === undefined) return range;
  return { offset: range.offset, limit: Math.min(range.limit ?? maxRows, maxRows) };
}

export function rangeError(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
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
  const rangeText = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  const contentRange = `${rangeText}/${total ?? '*'}`;
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  if (1 + upper - offset < total) return { status: 206, contentRange };
  return { status: 200, contentRange };
}

/** Content-Range of a mutation: `lower-upper/total` with `*` where PostgREST prints it. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const rangeText = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangeText}/${total ?? '*'}`;
}
