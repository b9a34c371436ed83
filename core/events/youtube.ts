/**
 * YouTube addresses for the /en-vivo player. Embeds use youtube-nocookie.com (no cookies until play)
 * and load only after the visitor clicks (the page shows our own poster until then).
 */
const ID = /^[\w-]{11}$/;

/** The video id of a YouTube watch, share, embed, live or shorts link; undefined for anything else. */
export function youtubeVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const path = parsed.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? path[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? path[0] === 'watch'
          ? (parsed.searchParams.get('v') ?? undefined)
          : ['embed', 'live', 'shorts'].includes(path[0] ?? '')
            ? path[1]
            : undefined
        : undefined;
  return id && ID.test(id) ? id : undefined;
}

export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

/** The channel's current live stream (YouTube shows the channel's offline screen when nothing is live). */
export const liveEmbedUrl = (channelId: string) =>
  `https://www.youtube-nocookie.com/embed/live_stream?channel=${encodeURIComponent(channelId)}&autoplay=1`;
