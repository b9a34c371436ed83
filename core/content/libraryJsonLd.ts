import { audioMimeType } from './podcastFeed.ts';
import { isoDuration } from './podcastJsonLd.ts';

/** schema.org for the teaching library's pages: series, people, podcast episodes and videos. */

const CONTEXT = 'https://schema.org';

const iso = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

export interface PersonRef {
  name: string;
  url: string;
}

const people = (list: readonly PersonRef[]) =>
  list.length > 0
    ? list.map((person) => ({ '@type': 'Person', name: person.name, url: person.url }))
    : undefined;

const TYPES = { audio: 'PodcastEpisode', video: 'VideoObject', article: 'Article' } as const;

export interface SeriesJsonLdInput {
  name: string;
  description: string;
  url: string;
  imageUrl: string;
  publisherName: string;
  episodes: readonly { kind: keyof typeof TYPES; name: string; url: string }[];
}

/** A series page: the series and its episodes in order. */
export function seriesJsonLd(input: SeriesJsonLdInput): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWorkSeries',
    '@id': `${input.url}#serie`,
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.imageUrl,
    inLanguage: 'es',
    publisher: { '@type': 'Organization', name: input.publisherName },
    hasPart: input.episodes.map((episode, index) => ({
      '@type': TYPES[episode.kind],
      name: episode.name,
      url: episode.url,
      position: index + 1,
    })),
  };
}

export interface PersonJsonLdInput {
  name: string;
  description: string | null;
  url: string;
  imageUrl: string | null;
  organizationName: string;
}

/** A speaker page: a profile page about one person. */
export function personJsonLd(input: PersonJsonLdInput): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: input.url,
    inLanguage: 'es',
    mainEntity: {
      '@type': 'Person',
      '@id': `${input.url}#persona`,
      name: input.name,
      description: input.description ?? undefined,
      image: input.imageUrl ?? undefined,
      url: input.url,
      affiliation: { '@type': 'Organization', name: input.organizationName },
    },
  };
}

export interface EpisodeJsonLdInput {
  name: string;
  description: string;
  url: string;
  datePublished: string;
  durationSeconds: number | null;
  mediaUrl: string;
  imageUrl: string;
  series: PersonRef | null;
  speakers: readonly PersonRef[];
}

/** An audio page: one episode of the ministry's podcast, in its series when it has one. */
export function podcastEpisodeJsonLd(input: EpisodeJsonLdInput): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'PodcastEpisode',
    name: input.name,
    description: input.description,
    url: input.url,
    datePublished: iso(input.datePublished),
    timeRequired: isoDuration(input.durationSeconds),
    image: input.imageUrl,
    inLanguage: 'es',
    author: people(input.speakers),
    partOfSeries: input.series
      ? { '@type': 'CreativeWorkSeries', name: input.series.name, url: input.series.url }
      : undefined,
    associatedMedia: {
      '@type': 'AudioObject',
      contentUrl: input.mediaUrl,
      encodingFormat: audioMimeType(input.mediaUrl),
      duration: isoDuration(input.durationSeconds),
    },
  };
}

/**
 * A video page. Search engines need a name, a thumbnail and an upload date; a file plays here
 * (contentUrl), a video on a host (YouTube…) is linked as embedUrl-less `url` of the host.
 */
export function videoJsonLd(input: EpisodeJsonLdInput & { isFile: boolean }): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    url: input.url,
    thumbnailUrl: [input.imageUrl],
    uploadDate: iso(input.datePublished),
    duration: isoDuration(input.durationSeconds),
    inLanguage: 'es',
    author: people(input.speakers),
    contentUrl: input.isFile ? input.mediaUrl : undefined,
    sameAs: input.isFile ? undefined : input.mediaUrl,
    partOfSeries: input.series
      ? { '@type': 'CreativeWorkSeries', name: input.series.name, url: input.series.url }
      : undefined,
  };
}
