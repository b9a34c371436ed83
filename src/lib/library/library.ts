import type { PublicSeries, PublicSpeaker } from '#core/content/contentSchemas.ts';
import { postsWithPages } from '../content/postPage.ts';
import type { Collections } from '../content/viewModels.ts';
import { type BookPage, bookPages } from './bibleIndex.ts';
import { articleItem, audioItem, type LibraryItem, newestFirst, videoItem } from './libraryItems.ts';
import { type MediaPage, mediaPage } from './mediaPages.ts';
import { type SeriesPage, seriesPages } from './seriesPages.ts';
import { type SpeakerPage, speakerPages } from './speakerPages.ts';

/** The teaching library of one build: every page of /series, /predicadores, /biblia, /audios, /videos. */
export interface Library {
  /** Every visible post (with a page), video and audio, newest first. */
  items: LibraryItem[];
  series: SeriesPage[];
  speakers: SpeakerPage[];
  books: BookPage[];
  audioPages: MediaPage[];
  videoPages: MediaPage[];
  seriesById: ReadonlyMap<string, PublicSeries>;
  speakersById: ReadonlyMap<string, PublicSpeaker>;
}

/**
 * Collections → library. Only real rows count (never the spec's sample posts). A link to a series that is
 * not published is dropped here, so no page points at a series visitors cannot open.
 */
export function buildLibrary(loaded: Collections): Library {
  const seriesById = new Map(loaded.series.map((series) => [series.id, series]));
  const speakersById = new Map(loaded.speakers.map((speaker) => [speaker.id, speaker]));
  const visibleSeries = (item: LibraryItem): LibraryItem =>
    item.seriesId && !seriesById.has(item.seriesId)
      ? { ...item, seriesId: null, seriesPosition: null }
      : item;

  const articles = postsWithPages(loaded.posts).pages.map((post) => visibleSeries(articleItem(post)));
  const videoPages = loaded.videos.map((video) => mediaPage(video, visibleSeries(videoItem(video))));
  const audioPages = loaded.audios.map((audio) => mediaPage(audio, visibleSeries(audioItem(audio))));
  const items = [...articles, ...videoPages.map((p) => p.item), ...audioPages.map((p) => p.item)].sort(
    newestFirst,
  );
  return {
    items,
    series: seriesPages(loaded.series, items),
    speakers: speakerPages(loaded.speakers, items),
    books: bookPages(items),
    audioPages,
    videoPages,
    seriesById,
    speakersById,
  };
}
