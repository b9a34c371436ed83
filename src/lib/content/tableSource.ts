import type { PageAnswer } from '#core/readAllPages.ts';
import type { Row, TableSource } from './tableLoader.ts';

// One instant for the whole build: every collection agrees on what "already published" means.
const buildTime = new Date().toISOString();

/** The tables the anon key reads for the build. */
type SiteTable =
  | 'posts'
  | 'videos'
  | 'audios'
  | 'resources'
  | 'series'
  | 'speakers'
  | 'testimonials'
  | 'events';

/** What a source's select offers, its column names widened to strings (each spec names its own). */
interface SourceQuery {
  eq(column: string, value: boolean): SourceQuery;
  lte(column: string, value: string): SourceQuery;
  order(column: string, options: { ascending: boolean }): SourceQuery;
  range(from: number, to: number): PromiseLike<PageAnswer<Row>>;
}

/** Which rows of one table the site shows, and in which order. */
export interface TableSpec {
  /** Spanish plural used in messages ("posts", "recursos"…). */
  label: string;
  table: SiteTable;
  /** The public columns (core/content/contentSchemas.ts); never `*`. */
  columns: string;
  /** The flag a row needs to be shown (is_published, is_approved); every row when omitted. */
  shownWhen?: 'is_published' | 'is_approved';
  /** Only rows whose published_at is already past at build time (scheduled posts wait). */
  publishedByBuild?: boolean;
  /** The sort column and direction; the id breaks ties so pages never overlap. */
  order: readonly [column: string, ascending: boolean];
}

/**
 * A table the site reads at build time. RLS already hides drafts and future rows from the anon key; the
 * explicit filters repeat it so a policy mistake cannot publish a draft.
 */
export function tableSource(spec: TableSpec): TableSource {
  const [column, ascending] = spec.order;
  return {
    label: spec.label,
    fetchPage: (client, from, to) => {
      let query = client.from(spec.table).select(spec.columns) as unknown as SourceQuery;
      if (spec.shownWhen) query = query.eq(spec.shownWhen, true);
      if (spec.publishedByBuild) query = query.lte('published_at', buildTime);
      return query.order(column, { ascending }).order('id', { ascending: true }).range(from, to);
    },
  };
}
