import { siteArea, teachingLibrary } from '../siteContent.ts';
import { siteOf } from '../siteUrl.ts';
import type { FeedContext } from './podcastFeeds.ts';

/** A podcast feed as a static file (Netlify serves .xml as XML; the type here is what the build records). */
function podcastResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

/** A feed route's answer: `feed` written from this site's library, address and settings. */
export function podcastFile(site: URL | undefined, feed: (context: FeedContext) => string): Response {
  return podcastResponse(
    feed({
      library: teachingLibrary(),
      site: siteOf(site),
      config: { ...siteArea('identity'), contact: siteArea('contact'), podcast: siteArea('social').podcast },
    }),
  );
}
