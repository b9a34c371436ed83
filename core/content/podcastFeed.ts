/** Pieces of the podcast feed that @astrojs/rss leaves to us: iTunes tags are raw XML, so we escape. */

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

export interface PodcastChannel {
  author: string;
  ownerEmail: string;
  imageUrl: string;
  category: string;
  summary: string;
  siteUrl: string;
}

/** Channel-level iTunes tags (Apple's required set: image, category, explicit, author, owner). */
export function podcastChannelXml(channel: PodcastChannel): string {
  const text = escapeXml;
  return [
    '<language>es</language>',
    `<itunes:author>${text(channel.author)}</itunes:author>`,
    `<itunes:summary>${text(channel.summary)}</itunes:summary>`,
    `<itunes:owner><itunes:name>${text(channel.author)}</itunes:name><itunes:email>${text(channel.ownerEmail)}</itunes:email></itunes:owner>`,
    `<itunes:image href="${text(channel.imageUrl)}"/>`,
    `<itunes:category text="${text(channel.category)}"/>`,
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
  ].join('');
}

export interface PodcastEpisode {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  durationSeconds: number | null;
  series: string | null;
  author: string;
}

/**
 * Apple Podcasts takes episode artwork only as JPEG or PNG; any other cover (an SVG illustration, WebP) is
 * left out of the feed, and apps show the channel's image instead.
 */
export function podcastArtwork(url: string | null): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return /\.(jpe?g|png)$/.test(path) ? url : null;
}

/** Item-level iTunes tags of one audio. */
export function podcastItemXml(episode: PodcastEpisode): string {
  const text = escapeXml;
  const duration = itunesDuration(episode.durationSeconds);
  const image = podcastArtwork(episode.imageUrl);
  return [
    `<itunes:title>${text(episode.title)}</itunes:title>`,
    `<itunes:author>${text(episode.author)}</itunes:author>`,
    episode.description ? `<itunes:summary>${text(episode.description)}</itunes:summary>` : '',
    image ? `<itunes:image href="${text(image)}"/>` : '',
    duration ? `<itunes:duration>${duration}</itunes:duration>` : '',
    episode.series ? `<itunes:keywords>${text(episode.series)}</itunes:keywords>` : '',
    '<itunes:episodeType>full</itunes:episodeType>',
    '<itunes:explicit>false</itunes:explicit>',
  ].join('');
}
