import type { APIRoute } from 'astro';
import { siteConfig } from '#core/siteConfig.ts';
import { podcastResponse } from '../lib/library/feedResponse.ts';
import { globalFeed } from '../lib/library/podcastFeeds.ts';
import { teachingLibrary } from '../lib/siteContent.ts';

/** The ministry's podcast: every published audio, in a series or not (RSS 2.0, iTunes, Podcasting 2.0). */
export const GET: APIRoute = ({ site }) =>
  podcastResponse(
    globalFeed({
      library: teachingLibrary(),
      site: site ?? new URL('http://localhost:4321'),
      config: siteConfig,
    }),
  );
