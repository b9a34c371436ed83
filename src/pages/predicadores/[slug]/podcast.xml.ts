import type { APIRoute } from 'astro';
import { podcastFile } from '../../../lib/library/feedResponse.ts';
import { speakerFeed } from '../../../lib/library/podcastFeeds.ts';
import type { SpeakerPage } from '../../../lib/library/speakerPages.ts';
import { teachingLibrary } from '../../../lib/siteContent.ts';

/** One feed per speaker who has audios. */
export function getStaticPaths() {
  return teachingLibrary().speakers.flatMap((page) =>
    page.audios.length > 0 ? [{ params: { slug: page.speaker.slug }, props: { page } }] : [],
  );
}

export const GET: APIRoute = ({ props, site }) =>
  podcastFile(site, (context) => speakerFeed(context, props.page as SpeakerPage));
