import type { Database, Tables, TablesInsert } from '#core/database.types.ts';
import { type PageAnswer, readAllPages } from '#core/readAllPages.ts';
import type { ListParams } from './listParams.ts';
import { pageRange } from './pagination.ts';
import { ilikeAny, isEmbedded, searchPattern } from './searchFilter.ts';
import { supabase } from './supabase.ts';

/**
 * How every admin screen reads and writes through supabase-js: one page of a list with its search,
 * status filter and exact total; every row for an export; one result or its error thrown. Errors keep
 * PostgREST's shape ({code, message}) so screens branch on `code` (docs/design.md §4).
 */

/** A supabase-js answer: PostgREST's, or Storage's (whose errors carry a message and status too). */
type Result = { data: unknown; error: { message: string } | null; count?: number | null };

/** What a supabase-js select offers that paging needs. */
interface PageableQuery extends PromiseLike<Result> {
  or(filters: string): this;
  ilike(column: string, pattern: string): this;
  order(column: string, options?: { ascending?: boolean }): this;
  range(from: number, to: number): this;
}

/** The data of a query that succeeded (supabase-js types success and failure apart). */
export type DataOf<Query> =
  Extract<Awaited<Query>, { error: null }> extends { data: infer Data } ? Data : never;
type RowOf<Query> = DataOf<Query> extends readonly (infer Row)[] ? Row : never;

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export interface PageSpec<Query> {
  /** Columns the search box matches, case-insensitive and partial; `alias.column` an embed's (searchFilter). */
  search: readonly string[];
  /** What each list filter (?series=…) adds to the query for the value chosen; unknown names are ignored. */
  filters?: Readonly<Record<string, (query: Query, value: string) => Query>>;
  /** What each ?status= value adds to the query; any other value (e.g. 'all') shows every row. */
  statuses?: Readonly<Record<string, (query: Query) => Query>>;
  /** Sort order; newest first (created_at descending) when omitted. */
  order?: readonly (readonly [column: string, ascending: boolean])[];
}

const NEWEST_FIRST = [['created_at', false]] as const;

/** `query` narrowed and sorted as the list's URL parameters ask (search, status, filters), not paged. */
function matching<Query extends PageableQuery>(
  query: Query,
  { search, status, filters = {} }: ListParams,
  spec: PageSpec<NoInfer<Query>>,
): Query {
  let filtered = query;
  const matches = ilikeAny(spec.search, search);
  const pattern = searchPattern(search);
  if (matches && pattern) {
    for (const column of spec.search.filter(isEmbedded)) filtered = filtered.ilike(column, pattern);
    filtered = filtered.or(matches);
  }
  const byStatus = spec.statuses && Object.hasOwn(spec.statuses, status) ? spec.statuses[status] : undefined;
  if (byStatus) filtered = byStatus(filtered);
  for (const [name, value] of Object.entries(filters)) {
    const byFilter = spec.filters && Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (byFilter) filtered = byFilter(filtered, value);
  }
  for (const [column, ascending] of spec.order ?? NEWEST_FIRST)
    filtered = filtered.order(column, { ascending });
  return filtered;
}

/** One page of `query` (a select with `{ count: 'exact' }`) for the list's URL parameters. */
export async function fetchPage<Query extends PageableQuery>(
  query: Query,
  params: ListParams,
  spec: PageSpec<NoInfer<Query>>,
): Promise<ListPage<RowOf<Query>>> {
  const { from, to } = pageRange(params.page);
  const { data, error, count } = await matching(query, params, spec).range(from, to);
  if (error) throw error;
  return { rows: (data ?? []) as RowOf<Query>[], total: count ?? 0 };
}

/** Every row the list's search and filters show, in its order (an export of what is on screen). */
export function fetchAllMatching<Query extends PageableQuery>(
  query: () => Query,
  params: ListParams,
  spec: PageSpec<NoInfer<Query>>,
): Promise<RowOf<Query>[]> {
  return fetchAll(() => matching(query(), params, spec));
}

/** Every row, read in pages (core/readAllPages.ts), for exports; `query` makes a fresh select. */
export function fetchAll<Query extends PageableQuery>(query: () => Query): Promise<RowOf<Query>[]> {
  return readAllPages(({ from, to }) => query().range(from, to) as PromiseLike<PageAnswer<RowOf<Query>>>);
}

/** The data of a single read or write, or its PostgREST error thrown. */
export async function unwrap<Query extends PromiseLike<Result>>(query: Query): Promise<DataOf<Query>> {
  const { data, error } = await query;
  if (error) throw error;
  return data as DataOf<Query>;
}

type AnyTable = keyof Database['public']['Tables'];
/** The tables whose rows an editor opens or a list deletes by id (join tables have no id). */
type Table = { [Name in AnyTable]: 'id' extends keyof Tables<Name> ? Name : never }[AnyTable];

/** One row by id for an editor; PGRST116 (or 22P02 for a malformed id) when there is none (useRecord). */
export async function getById<Name extends Table>(table: Name, id: string): Promise<Tables<Name>> {
  // Widened to every table for the query (each has an id), narrowed back to the one asked for.
  const row = await unwrap(
    supabase
      .from(table as Table)
      .select('*')
      .eq('id', id)
      .single(),
  );
  return row as Tables<Name>;
}

/** Deletes one row by id; RLS decides whether the staff member may. */
export async function deleteById(table: Table, id: string): Promise<void> {
  await unwrap(supabase.from(table).delete().eq('id', id));
}

/**
 * An editor's save: updates the row `id` names, or inserts one (with `onInsert` added, e.g. its author)
 * when there is none yet; the row's id either way. A slug another row has answers 23505 (errorDetail).
 */
export async function saveById<Name extends Table>(
  table: Name,
  id: string | undefined,
  fields: TablesInsert<Name>,
  onInsert: Partial<TablesInsert<Name>> = {},
): Promise<string> {
  // Widened to every table as in getById: TypeScript cannot pair a generic table with its own row type.
  const rows = supabase.from(table as Table);
  const written = id
    ? rows.update(fields as never).eq('id', id)
    : rows.insert({ ...fields, ...onInsert } as never);
  const saved = await unwrap(written.select('id').single());
  return (saved as { id: string }).id;
}

interface PublishableQuery {
  eq(column: 'is_published', value: boolean): this;
}

/** The status filter of the content lists (posts, videos, audios, library): Publicados / Borradores. */
export const publishedStatuses = {
  published: <Query extends PublishableQuery>(query: Query) => query.eq('is_published', true),
  draft: <Query extends PublishableQuery>(query: Query) => query.eq('is_published', false),
};
