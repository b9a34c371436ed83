import type { PublicSpeaker } from '#core/content/contentSchemas.ts';
import { serializeJsonLd } from '#core/content/jsonLd.ts';
import {
  type EpisodeJsonLdInput,
  personJsonLd,
  podcastEpisodeJsonLd,
  seriesJsonLd,
  videoJsonLd,
} from '#core/content/libraryJsonLd.ts';
import type { Identity } from '#core/site/identity.ts';
import type { Library } from './library.ts';
import { type MediaPage, videoPlayback } from './mediaPages.ts';
import { seriesPath, speakerPath } from './podcastFeeds.ts';
import type { SeriesPage } from './seriesPages.ts';
import { creditedSpeakers } from './speakerPages.ts';

/** What the JSON-LD of an audio or video page says, with absolute addresses. */
export function teachingJsonLdInput(
  page: MediaPage,
  library: Library,
  site: URL,
  config: Pick<Identity, 'ogImage'>,
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

/** An audio page's PodcastEpisode or a video page's VideoObject, serialized for its <head>. */
export function teachingPageJsonLd(
  page: MediaPage,
  library: Library,
  site: URL,
  config: Pick<Identity, 'ogImage'>,
): string {
  const input = teachingJsonLdInput(page, library, site, config);
  return serializeJsonLd(
    page.item.kind === 'audio'
      ? podcastEpisodeJsonLd(input)
      : videoJsonLd({ ...input, isFile: videoPlayback(input.mediaUrl) === 'file' }),
  );
}

/** A speaker page's Person, serialized; `url` is the page's own absolute address. */
export function speakerPageJsonLd(
  speaker: PublicSpeaker,
  url: string,
  config: Pick<Identity, 'name'>,
): string {
  return serializeJsonLd(
    personJsonLd({
      name: speaker.name,
      description: speaker.bio,
      url,
      imageUrl: speaker.photo_url,
      organizationName: config.name,
    }),
  );
}

/** A series page's CreativeWorkSeries with its episodes, serialized; `url` is the page's own address. */
export function seriesPageJsonLd(
  { series, episodes }: SeriesPage,
  description: string,
  url: string,
  site: URL,
  config: Pick<Identity, 'name' | 'ogImage'>,
): string {
  return serializeJsonLd(
    seriesJsonLd({
      name: series.title,
      description,
      url,
      imageUrl: series.cover_image_url ?? new URL(config.ogImage.src, site).href,
      publisherName: config.name,
      episodes: episodes.map((item) => ({
        kind: item.kind,
        name: item.title,
        url: new URL(item.path, site).href,
      })),
    }),
  );
}
