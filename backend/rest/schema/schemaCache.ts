import type { Database } from '../../db/database.ts';
import { introspect } from './introspect.ts';
import type { Schema } from './types.ts';

// Any DDL on the exposed schema rewrites rows of these catalogs (a new column updates its table's
// pg_class row), so their row count and xmin sum tell cheaply whether a reload would see anything new.
// A configured schema that does not exist (yet) simply has nothing in it.
const FINGERPRINT_SQL = `
  with ns as (select oid from pg_namespace where nspname = $1)
  select concat_ws('/',
    (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_class where relnamespace in (select oid from ns)),
    (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_proc where pronamespace in (select oid from ns)),
    (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_constraint where connamespace in (select oid from ns)),
    (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_type where typnamespace in (select oid from ns))
  ) as fingerprint`;

/**
 * The exposed schema as PostgREST caches it: read on first use, then reused. A request that names an
 * unknown table, function, column or relationship first checks a cheap catalog fingerprint and reloads
 * (once, shared by concurrent requests) only when the catalog changed, so objects created after start
 * are found without a restart while a flood of misspelt names never re-reads the catalog.
 */
export class SchemaCache {
  readonly #db: Database;
  readonly #schemaName: string;
  #schema: Schema | undefined;
  #fingerprint = '';
  #loading: Promise<Schema> | undefined;
  #stale = false;

  constructor(db: Database, schemaName = 'public') {
    this.#db = db;
    this.#schemaName = schemaName;
  }

  /** The cached schema, loading it first when there is none, or when it was marked stale and changed. */
  async get(): Promise<Schema> {
    if (!this.#schema) return this.reload();
    if (this.#stale) {
      this.#stale = false;
      await this.reloadIfChanged();
    }
    return this.#schema;
  }

  /** Reads the catalog again now (concurrent callers share one load). */
  reload(): Promise<Schema> {
    this.#loading ??= (async () => {
      try {
        const fingerprint = await this.#currentFingerprint();
        const schema = await introspect(this.#db, this.#schemaName);
        this.#schema = schema;
        this.#fingerprint = fingerprint;
        return schema;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }

  /** After a miss: reloads when the catalog changed since the last load. Resolves whether it did. */
  async reloadIfChanged(): Promise<boolean> {
    if (this.#loading) {
      await this.#loading;
      return true;
    }
    if ((await this.#currentFingerprint()) === this.#fingerprint) return false;
    await this.reload();
    return true;
  }

  /** Postgres reported a missing object the cache may still believe in: check on the next request. */
  markStale(): void {
    this.#stale = true;
  }

  async #currentFingerprint(): Promise<string> {
    const { rows } = await this.#db.query<{ fingerprint: string }>(FINGERPRINT_SQL, [this.#schemaName]);
    return rows[0]?.fingerprint ?? '';
  }
}

/** One cache per exposed schema, created on first use (PostgREST keeps them in one schema cache). */
export class SchemaCaches {
  readonly #db: Database;
  readonly #caches = new Map<string, SchemaCache>();

  constructor(db: Database) {
    this.#db = db;
  }

  of(schemaName: string): SchemaCache {
    let cache = this.#caches.get(schemaName);
    if (!cache) {
      cache = new SchemaCache(this.#db, schemaName);
      this.#caches.set(schemaName, cache);
    }
    return cache;
  }

  /** `NOTIFY pgrst, 'reload schema'`: every schema is read again. */
  async reloadAll(): Promise<void> {
    await Promise.all([...this.#caches.values()].map((cache) => cache.reload()));
  }
}
