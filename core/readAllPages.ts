/**
 * Every row of a query, read page by page: PostgREST answers at most `max_rows` rows per request (1000 on
 * hosted Supabase and on our backend), so the site's build, the admin's exports and the server functions'
 * jobs all read through here. One stopping rule, one error path.
 */

/** Rows asked for per request: PostgREST's usual cap, so a capped server and ours page the same way. */
export const PAGE_SIZE = 1000;

/** PostgREST's error body as supabase-js hands it back (`code` is what callers branch on). */
export interface PostgrestErrorFields {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** What one page's request answered: supabase-js's `{ data, error }`. */
export interface PageAnswer<Row> {
  data: Row[] | null;
  error: (Partial<PostgrestErrorFields> & { message: string }) | null;
}

/**
 * The page to read: the inclusive `.range(from, to)` of an ordered query. A query that pages by key instead
 * asks `.limit(to - from + 1)` rows after the last key it read.
 */
export interface PageRange {
  from: number;
  to: number;
}

/** A page that failed, with PostgREST's code, message, details and hint kept whole. */
export class PageReadError extends Error implements PostgrestErrorFields {
  override readonly name = 'PageReadError';
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(error: NonNullable<PageAnswer<unknown>['error']>) {
    super(error.message, { cause: error });
    this.code = error.code ?? '';
    this.details = error.details ?? null;
    this.hint = error.hint ?? null;
  }
}

/**
 * Reads until a page comes back empty. A short page does not end the read: a server whose `max_rows` is
 * below `pageSize` answers short pages all along, and stopping there would silently drop rows. The query
 * must have a stable order (a unique column last). A failed page throws a PageReadError.
 */
export async function readAllPages<Row>(
  readPage: (page: PageRange) => PromiseLike<PageAnswer<Row>>,
  pageSize = PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const from = rows.length;
    const { data, error } = await readPage({ from, to: from + pageSize - 1 });
    if (error) throw new PageReadError(error);
    if (!data || data.length === 0) return rows;
    rows.push(...data);
  }
}
