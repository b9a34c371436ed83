import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { podcastFile } from '#site/lib/library/feedResponse.ts';
import { seriesFeed } from '#site/lib/library/podcastFeeds.ts';
import { teachingLibrary } from '#site/lib/siteContent.ts';

/** One feed per series that has audios (a series of videos or articles has nothing to subscribe to). */
export function getStaticPaths() {
  return teachingLibrary().series.flatMap((page) =>
    page.audios.length > 0 ? [{ params: { slug: page.series.slug }, props: { page } }] : [],
  );
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props, site }) =>
  podcastFile(site, (context) => seriesFeed(context, props.page));
