import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { podcastFile } from '#site/lib/library/feedResponse.ts';
import { speakerFeed } from '#site/lib/library/podcastFeeds.ts';
import { teachingLibrary } from '#site/lib/siteContent.ts';

/** One feed per speaker who has audios. */
export function getStaticPaths() {
  return teachingLibrary().speakers.flatMap((page) =>
    page.audios.length > 0 ? [{ params: { slug: page.speaker.slug }, props: { page } }] : [],
  );
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props, site }) =>
  podcastFile(site, (context) => speakerFeed(context, props.page));
