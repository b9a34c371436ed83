import { join } from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexStats {
  pages: number;
}

/**
 * Builds the site search (Pagefind, through its Node API) over a finished build: only elements marked
 * data-pagefind-body are indexed (posts, audio and video pages with their transcripts, series, speakers
 * and the library's resources), in Spanish so words are stemmed as Spanish and accents are optional. The
 * index lands in <siteDir>/pagefind/, static files fetched in small pieces by the search page.
 */
export async function indexSite(siteDir: string): Promise<SearchIndexStats> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'es' });
  try {
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath: join(siteDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    return { pages: added.page_count };
  } catch (error) {
    throw new Error(`No se pudo crear el índice de búsqueda: ${(error as Error).message}`);
  } finally {
    await pagefind.close();
  }
}
