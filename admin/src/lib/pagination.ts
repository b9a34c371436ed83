export const PAGE_SIZE = 25;

/** Inclusive row range of a 1-based page for PostgREST's `.range(from, to)`. */
export function pageRange(page: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/** Number of pages for a total row count (at least 1, so an empty list still has page 1). */
export function pageCount(total: number | null | undefined, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize));
}

/** Page number read from the URL (?page=N), clamped to a positive integer. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
