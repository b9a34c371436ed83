import type { APIRoute } from 'astro';
import { podcastFile } from '../lib/library/feedResponse.ts';
import { globalFeed } from '../lib/library/podcastFeeds.ts';

/** The ministry's podcast: every published audio, in a series or not (RSS 2.0, iTunes, Podcasting 2.0). */
export const GET: APIRoute = ({ site }) => podcastFile(site, globalFeed);
