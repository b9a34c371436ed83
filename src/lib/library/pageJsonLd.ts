import type { EpisodeJsonLdInput } from '#core/content/libraryJsonLd.ts';
import type { SiteConfig } from '#core/siteConfigSchema.ts';
import type { Library } from './library.ts';
import type { MediaPage } from './mediaPages.ts';
import { seriesPath, speakerPath } from './podcastFeeds.ts';
import { creditedSpeakers } from './speakerPages.ts';

/** What the JSON-LD of an audio or video page says, with absolute addresses. */
export function teachingJsonLdInput(
  page: MediaPage,
  library: Library,
  site: URL,
  config: Pick<SiteConfig, 'ogImage'>,
): EpisodeJsonLdInput {
  const { item } = page;
  const absolute = (path: string) => new URL(path, site).href;
  const series = item.seriesId ? library.seriesById.get(item.seriesId) : undefined;
  return {
    name: item.title,
    description: page.description ?? item.title,
    url: absolute(item.path),
    datePublished: item.date,
    durationSeconds: item.durationSeconds,
    mediaUrl: item.mediaUrl!,
    imageUrl: item.imageUrl ?? series?.cover_image_url ?? absolute(config.ogImage.src),
    series: series ? { name: series.title, url: absolute(seriesPath(series.slug)) } : null,
    speakers: creditedSpeakers(item, library.speakersById).map((speaker) => ({
      name: speaker.name,
      url: absolute(speakerPath(speaker.slug)),
    })),
  };
}
