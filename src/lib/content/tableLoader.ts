import type { Loader } from 'astro/loaders';
import { type PageAnswer, readAllPages } from '#core/readAllPages.ts';
import {
  createSiteClient,
  type PublicApiConfig,
  publicApiConfig,
  type SiteClient,
} from '../supabaseClient.ts';

export type Row = Record<string, unknown> & { id: string };

/** One table the site reads at build time. */
export interface TableSource {
  /** Spanish plural used in messages ("posts", "recursos"…). */
  label: string;
  /** One page of visible rows in a stable order (RLS filters too; sources filter explicitly as well). */
  fetchPage(client: SiteClient, from: number, to: number): PromiseLike<PageAnswer<Row>>;
  /** HTML rendered at build time and kept with the entry (post bodies). */
  render?(row: Row): string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An Astro object loader for one table: reads every visible row with the anon key, page by page, stores
 * each with a digest (unchanged rows are not parsed or rendered again) and prunes entries whose rows are
 * gone. A read error fails the build, so a broken API never publishes an empty site.
 */
export function tableLoader(source: TableSource, config: () => PublicApiConfig = publicApiConfig): Loader {
  return {
    name: `supabase-${source.label}`,
    async load({ store, parseData, generateDigest, logger }) {
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
        const data = await parseData({ id, data: row });
        const rendered = source.render ? { rendered: { html: source.render(row) } } : {};
        store.set({ id, data, digest, ...rendered });
      }
      for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
      logger.info(`${rows.length} ${source.label} visibles para los visitantes`);
    },
  };
}
