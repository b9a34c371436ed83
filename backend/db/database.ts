/** The one interface the API layers use, implemented by PGlite (embedded) and node-postgres (a real server). */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /** json and jsonb values as the text Postgres printed (EXPLAIN output), not parsed. */
  rawJson?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to start other in-memory databases from. */
  snapshot?(): Promise<Blob>;
  /**
   * `LISTEN channel`: calls `onPayload` for each NOTIFY (PostgREST listens on `pgrst`). Resolves once
   * listening; stops when the database closes.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

/** The fields both drivers put on a Postgres error. */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as Partial<PgError>).code === 'string';
}
