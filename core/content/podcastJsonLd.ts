import { audioMimeType } from './podcastFeed.ts';

/** ISO 8601 duration ("PT1H2M3S") for schema.org; undefined when unknown. */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}

export interface PodcastEpisodeInput {
  /** Page address of the episode (its card on /teachings). */
  url: string;
  title: string;
  description: string | null;
  audioUrl: string;
  imageUrl: string | null;
  durationSeconds: number | null;
  datePublished: string | null;
}

export interface PodcastSeriesInput {
  name: string;
  description: string;
  url: string;
  feedUrl: string;
  imageUrl: string;
  author: string;
  episodes: readonly PodcastEpisodeInput[];
}

const iso = (value: string | null) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * schema.org PodcastSeries with one PodcastEpisode per published audio, for the page that lists the
 * audios. The series points at the podcast feed (webFeed) so search engines can find it too.
 */
export function podcastSeriesJsonLd(input: PodcastSeriesInput): Record<string, unknown> {
  const seriesId = `${input.url}#podcast`;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    '@id': seriesId,
    name: input.name,
    description: input.description,
    url: input.url,
    webFeed: input.feedUrl,
    image: input.imageUrl,
    inLanguage: 'es',
    author: { '@type': 'Organization', name: input.author },
    episode: input.episodes.map((episode) => ({
      '@type': 'PodcastEpisode',
      name: episode.title,
      description: episode.description ?? undefined,
      url: episode.url,
      datePublished: iso(episode.datePublished),
      timeRequired: isoDuration(episode.durationSeconds),
      image: episode.imageUrl ?? undefined,
      inLanguage: 'es',
      partOfSeries: { '@id': seriesId },
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: episode.audioUrl,
        encodingFormat: audioMimeType(episode.audioUrl),
        duration: isoDuration(episode.durationSeconds),
      },
    })),
  };
}
