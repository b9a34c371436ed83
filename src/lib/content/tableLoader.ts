import type { Loader } from 'astro/loaders';
import type { Database } from '#core/database.types.ts';
import { type PageAnswer, readAllPages } from '#core/readAllPages.ts';
import {
  createSiteClient,
  type PublicApiConfig,
  publicApiConfig,
  type SiteClient,
} from '../supabaseClient.ts';

export type Row = Record<string, unknown> & { id: string };

/** One table (or set-returning function) the site reads at build time. */
export interface TableSource {
  /** Spanish plural used in messages ("posts", "recursos"…). */
  label: string;
  /** One page of visible rows in a stable order (RLS filters too; sources filter explicitly as well). */
  fetchPage(client: SiteClient, from: number, to: number): PromiseLike<PageAnswer<Row>>;
}

/** A table of the public schema (RLS decides what the anon key may read of it). */
type SiteTable = keyof Database['public']['Tables'];

/** Which rows of one table the site shows, and in which order. */
export interface TableSpec {
  label: string;
  table: SiteTable;
  /** The public columns (core/content/contentSchemas.ts); never `*`. */
  columns: string;
  /** The flag a row needs to be shown (is_published, is_approved, is_open); every row when omitted. */
  shownWhen?: 'is_published' | 'is_approved' | 'is_open';
  /** Only rows whose published_at is already past at build time (scheduled posts wait). */
  publishedByBuild?: boolean;
  /** The sort column and direction; the id breaks ties so pages never overlap. */
  order: readonly [column: string, ascending: boolean];
}

/** What a source's select offers, its column names widened to strings (each spec names its own). */
interface SourceQuery {
  eq(column: string, value: boolean): SourceQuery;
  lte(column: string, value: string): SourceQuery;
  order(column: string, options: { ascending: boolean }): SourceQuery;
  range(from: number, to: number): PromiseLike<PageAnswer<Row>>;
}

// One instant for the whole build: every collection agrees on what "already published" means.
const buildTime = new Date().toISOString();

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

/** A set-returning function visitors may call (it runs with its owner's rights and returns public fields). */
export function functionSource(label: string, name: 'prayer_wall' | 'published_groups'): TableSource {
  return {
    label,
    fetchPage: (client, from, to) => client.rpc(name).range(from, to) as PromiseLike<PageAnswer<Row>>,
  };
}

/**
 * `astro sync` (npm run check) writes the collections' types and needs no content: astro.config.mjs sets
 * this for that command only, so checking the code never needs a running API. Builds always load.
 */
export const TYPES_ONLY_ENV = 'CONTENT_TYPES_ONLY';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An Astro object loader for one source: reads every visible row with the anon key, page by page, stores
 * each with a digest (unchanged rows are not parsed again) and prunes entries whose rows are gone. A read
 * error fails the build, so a broken API never publishes an empty site.
 */
export function tableLoader(source: TableSource, config: () => PublicApiConfig = publicApiConfig): Loader {
  return {
    name: `supabase-${source.label}`,
    async load({ store, parseData, generateDigest, logger }) {
      if (process.env[TYPES_ONLY_ENV] === 'true') return;
      const api = config();
      const client = createSiteClient(api);
      let rows: Row[];
      try {
        rows = await readAllPages(({ from, to }) => source.fetchPage(client, from, to));
      } catch (error) {
        throw new Error(`No se pudieron cargar los ${source.label} desde ${api.url}: ${messageOf(error)}`, {
          cause: error,
        });
      }
      const seen = new Set<string>();
      for (const row of rows) {
        const id = String(row.id);
        seen.add(id);
        const digest = generateDigest(row);
        if (store.get(id)?.digest === digest) continue;
        store.set({ id, data: await parseData({ id, data: row }), digest });
      }
      for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
      logger.info(`${rows.length} ${source.label} visibles para los visitantes`);
    },
  };
}
