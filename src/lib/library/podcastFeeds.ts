import { type PodcastEpisode, podcastArtwork, renderPodcastFeed } from '#core/content/podcastFeed.ts';
import { podcastGuid } from '#core/content/podcastGuid.ts';
import type { Contact } from '#core/site/contact.ts';
import type { Identity } from '#core/site/identity.ts';
import type { Social } from '#core/site/social.ts';
import type { Library } from './library.ts';
import type { LibraryItem } from './libraryItems.ts';
import { seriesDescription, speakerDescription } from './libraryTexts.ts';
import type { SeriesPage } from './seriesPages.ts';
import type { SpeakerPage } from './speakerPages.ts';

export const GLOBAL_FEED_PATH = '/podcast.xml';
export const seriesPath = (slug: string) => `/series/${slug}`;
export const speakerPath = (slug: string) => `/predicadores/${slug}`;
export const seriesFeedPath = (slug: string) => `${seriesPath(slug)}/podcast.xml`;
export const speakerFeedPath = (slug: string) => `${speakerPath(slug)}/podcast.xml`;

/** What the feeds name: the ministry, its contact email, its image and the podcast's words. */
type Config = Pick<Identity, 'name' | 'ogImage'> & {
  contact: Pick<Contact, 'email'>;
  podcast: Social['podcast'];
};

/** Everything a feed needs besides its episodes: the site's address and the ministry's settings. */
export interface FeedContext {
  library: Library;
  site: URL;
  config: Config;
}

const absolute = (path: string, site: URL) => new URL(path, site).href;

/**
 * One audio as an episode. Its guid is the link the feed has always given it (/teachings#audio-<id>),
 * kept although the link now points at the audio's own page: apps know episodes by their guid, and a new
 * one would show every episode twice to people already subscribed.
 */
function episodeOf(item: LibraryItem, { library, site, config }: FeedContext): PodcastEpisode {
  const page = library.audioPages.find((candidate) => candidate.item.key === item.key);
  const series = item.seriesId
    ? library.series.find((entry) => entry.series.id === item.seriesId)
    : undefined;
  return {
    guid: absolute(`/teachings#audio-${item.id}`, site),
    title: item.title,
    description: page?.description ?? item.title,
    link: absolute(item.path, site),
    pubDate: new Date(item.date),
    audioUrl: item.mediaUrl!,
    durationSeconds: item.durationSeconds,
    imageUrl: item.imageUrl ?? series?.series.cover_image_url ?? absolute(config.ogImage.src, site),
    season: series ? { number: series.season, name: series.series.title } : null,
    episode: series ? item.seriesPosition : null,
    transcriptUrl: page?.transcript ? absolute(page.transcript.vttPath, site) : null,
    people: item.speakerIds.flatMap((id) => {
      const speaker = library.speakersById.get(id);
      return speaker
        ? [{ name: speaker.name, href: absolute(speakerPath(speaker.slug), site), img: speaker.photo_url }]
        : [];
    }),
  };
}

function feed(
  context: FeedContext,
  path: string,
  page: string,
  text: { title: string; description: string; imageUrl?: string | null; type?: 'episodic' | 'serial' },
  items: readonly LibraryItem[],
): string {
  const { site, config } = context;
  const feedUrl = absolute(path, site);
  return renderPodcastFeed(
    {
      title: text.title,
      description: text.description,
      link: absolute(page, site),
      feedUrl,
      guid: podcastGuid(feedUrl),
      // Apple takes channel artwork only as JPEG or PNG: a drawn (SVG) cover falls back to the site's image.
      imageUrl: podcastArtwork(text.imageUrl ?? null) ?? absolute(config.ogImage.src, site),
      author: config.name,
      ownerEmail: config.contact.email,
      category: config.podcast.category,
      type: text.type ?? 'episodic',
    },
    items.map((item) => episodeOf(item, context)),
  );
}

/** /podcast.xml: every published audio, newest first, whether or not it belongs to a series. */
export function globalFeed(context: FeedContext): string {
  const audios = context.library.items.filter((item) => item.kind === 'audio');
  const { title, description } = context.config.podcast;
  return feed(context, GLOBAL_FEED_PATH, '/teachings', { title, description }, audios);
}

/** A series is heard in order: a serial feed, episode 1 first. */
export function seriesFeed(context: FeedContext, page: SeriesPage): string {
  const { series } = page;
  return feed(
    context,
    seriesFeedPath(series.slug),
    seriesPath(series.slug),
    {
      title: `${series.title} — ${context.config.name}`,
      description: seriesDescription(series, context.config.name),
      imageUrl: series.cover_image_url,
      type: 'serial',
    },
    page.audios,
  );
}

export function speakerFeed(context: FeedContext, page: SpeakerPage): string {
  const { speaker } = page;
  return feed(
    context,
    speakerFeedPath(speaker.slug),
    speakerPath(speaker.slug),
    {
      title: `${speaker.name} — ${context.config.name}`,
      description: speakerDescription(speaker, context.config.name),
      imageUrl: speaker.photo_url,
    },
    page.audios,
  );
}

/** Apple Podcasts subscribes to any feed through its podcast: scheme (no listing needed). */
export const applePodcastsUrl = (feedUrl: string) => feedUrl.replace(/^https?:/, 'podcast:');
