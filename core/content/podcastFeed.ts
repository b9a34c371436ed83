/** Podcast feeds (RSS 2.0 + iTunes + Podcasting 2.0), written as text: every value goes through escapeXml. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** itunes:duration as H:MM:SS (or M:SS under an hour); undefined when unknown. */
export function itunesDuration(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** The enclosure type from the file extension (podcast apps need one); MP3 when it cannot be told. */
export function audioMimeType(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return AUDIO_TYPES[extension] ?? 'audio/mpeg';
}

/** Namespaces of the feed: Apple's iTunes tags and Podcasting 2.0 (podcastindex.org). */
const NAMESPACES = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
};

export interface PodcastChannel {
  title: string;
  description: string;
  /** The page that presents the podcast (/, /series/x, /predicadores/x). */
  link: string;
  /** Where this feed itself is served (atom:link rel="self"). */
  feedUrl: string;
  /** podcast:guid of the channel (podcastGuid.ts): stable even if the feed moves. */
  guid: string;
  imageUrl: string;
  author: string;
  ownerEmail: string;
  category: string;
  /** "serial" when episodes are meant to be heard in order (a series), else "episodic". */
  type: 'episodic' | 'serial';
}

export interface PodcastPerson {
  name: string;
  href: string;
  img: string | null;
}

export interface PodcastEpisode {
  /** Never changes once published: apps recognise episodes by it. */
  guid: string;
  title: string;
  description: string;
  link: string;
  pubDate: Date;
  audioUrl: string;
  durationSeconds: number | null;
  imageUrl: string | null;
  /** The episode's series as a season (number and name) and its position as the episode number. */
  season: { number: number; name: string } | null;
  episode: number | null;
  transcriptUrl: string | null;
  people: readonly PodcastPerson[];
}

const tag = (name: string, value: string | number | null | undefined, attributes = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

function channelXml(channel: PodcastChannel): string {
  const text = escapeXml;
  return [
    tag('title', channel.title),
    tag('link', channel.link),
    tag('description', channel.description),
    tag('language', 'es'),
    `<atom:link href="${text(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<image><url>${text(channel.imageUrl)}</url>${tag('title', channel.title)}${tag('link', channel.link)}</image>`,
    tag('itunes:author', channel.author),
    tag('itunes:summary', channel.description),
    `<itunes:owner>${tag('itunes:name', channel.author)}${tag('itunes:email', channel.ownerEmail)}</itunes:owner>`,
    `<itunes:image href="${text(channel.imageUrl)}"/>`,
    `<itunes:category text="${text(channel.category)}"/>`,
    tag('itunes:explicit', 'false'),
    tag('itunes:type', channel.type),
    tag('podcast:guid', channel.guid),
  ].join('');
}

function episodeXml(episode: PodcastEpisode): string {
  const text = escapeXml;
  const season = episode.season;
  return [
    '<item>',
    tag('title', episode.title),
    tag('link', episode.link),
    tag('guid', episode.guid, ' isPermaLink="false"'),
    tag('pubDate', episode.pubDate.toUTCString()),
    tag('description', episode.description),
    // Audio sizes are not stored; 0 is what podcast apps accept for an unknown length.
    `<enclosure url="${text(episode.audioUrl)}" length="0" type="${text(audioMimeType(episode.audioUrl))}"/>`,
    tag('itunes:title', episode.title),
    tag('itunes:duration', itunesDuration(episode.durationSeconds)),
    podcastArtwork(episode.imageUrl) ? `<itunes:image href="${text(episode.imageUrl!)}"/>` : '',
    tag('itunes:episodeType', 'full'),
    tag('itunes:explicit', 'false'),
    tag('itunes:season', season?.number),
    tag('itunes:episode', episode.episode),
    season ? tag('podcast:season', season.number, ` name="${text(season.name)}"`) : '',
    tag('podcast:episode', episode.episode),
    episode.transcriptUrl
      ? `<podcast:transcript url="${text(episode.transcriptUrl)}" type="text/vtt" language="es" rel="captions"/>`
      : '',
    ...episode.people.map((person) =>
      tag(
        'podcast:person',
        person.name,
        ` href="${text(person.href)}"${person.img ? ` img="${text(person.img)}"` : ''}`,
      ),
    ),
    '</item>',
  ].join('');
}

/**
 * Apple Podcasts takes episode artwork only as JPEG or PNG; an SVG or WebP cover is left out so the
 * episode falls back to the channel's image instead of failing validation.
 */
export function podcastArtwork(url: string | null): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return /\.(jpe?g|png)$/.test(path) ? url : null;
}

/** A whole podcast feed: RSS 2.0 with Apple's required tags and the Podcasting 2.0 namespace. */
export function renderPodcastFeed(channel: PodcastChannel, episodes: readonly PodcastEpisode[]): string {
  const namespaces = Object.entries(NAMESPACES)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"${namespaces}><channel>${channelXml(channel)}${episodes.map(episodeXml).join('')}</channel></rss>\n`;
}
