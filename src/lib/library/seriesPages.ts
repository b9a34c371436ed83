import type { PublicSeries } from '#core/content/contentSchemas.ts';
import type { LibraryItem } from './libraryItems.ts';

export interface SeriesPage {
  series: PublicSeries;
  /** 1 for the oldest published series: its season number in the podcast feeds. */
  season: number;
  episodes: LibraryItem[];
  /** Audios of the series, in order: what its podcast feed carries. */
  audios: LibraryItem[];
}

/** Episode order: position (unnumbered ones last), then publishing date, then key. */
export function episodeOrder(a: LibraryItem, b: LibraryItem): number {
  const position = (item: LibraryItem) => item.seriesPosition ?? Number.POSITIVE_INFINITY;
  return position(a) - position(b) || Date.parse(a.date) - Date.parse(b.date) || a.key.localeCompare(b.key);
}

/**
 * Every published series (oldest first, as the loader reads them) with its visible episodes in order. A
 * series without any visible episode still gets its page: it was published on purpose.
 */
export function seriesPages(series: readonly PublicSeries[], items: readonly LibraryItem[]): SeriesPage[] {
  return series.map((entry, index) => {
    const episodes = items.filter((item) => item.seriesId === entry.id).sort(episodeOrder);
    return {
      series: entry,
      season: index + 1,
      episodes,
      audios: episodes.filter((item) => item.kind === 'audio'),
    };
  });
}
