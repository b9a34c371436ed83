/** Rows per request: PostgREST's usual cap, so a capped server and ours page the same way. */
export const PAGE_SIZE = 1000;

export interface PageResult<Row> {
  data: Row[] | null;
  error: { message: string } | null;
}

/**
 * Reads a whole table through `.range()` pages. The page query must use a stable order. It stops on an
 * empty page rather than a short one, so a server that caps rows below PAGE_SIZE still returns
 * everything. Errors are thrown with the page that failed.
 */
export async function fetchAllRows<Row>(
  fetchPage: (from: number, to: number) => PromiseLike<PageResult<Row>>,
  pageSize = PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const { data, error } = await fetchPage(rows.length, rows.length + pageSize - 1);
    if (error) throw new Error(error.message);
    if (!data || data.length === 0) return rows;
    rows.push(...data);
  }
}
