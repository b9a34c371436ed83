import type { PublicAudio } from '#core/content/contentSchemas.ts';
import { loadCollections } from './content/loadCollections.ts';
import { buildSiteContent } from './content/viewModels.ts';
import type { PostDetail, PostSummary, ResourceItem, Teaching, TestimonialItem } from './contentTypes.ts';
import { buildLibrary, type Library } from './library/library.ts';
import { siteArea } from './siteAreas.ts';

/**
 * The one place pages get their content from: the content-layer collections (src/content.config.ts),
 * read once per build and mapped to view models with the spec's fallbacks (content/viewModels.ts).
 */
const loaded = await loadCollections();
// The home area's fixed testimonials come first in the carousel (a blank country reads as none).
const fixedTestimonials = siteArea('home').fixedTestimonials.map((item) => ({
  ...item,
  country: item.country || null,
}));
const content = buildSiteContent(loaded, fixedTestimonials);
const library = buildLibrary(loaded);
for (const page of [...library.audioPages, ...library.videoPages]) {
  if (page.transcriptProblem) console.warn(`«${page.item.title}»: ${page.transcriptProblem}`);
}

/** docs/spec.md §9: three recent posts on the home page. */
export const RECENT_POSTS_LIMIT = 3;

/** Every published post (or the samples), newest first. */
export function allPosts(): PostSummary[] {
  return content.posts;
}

/** Posts with their rendered bodies, for /blog/{slug} and the feeds. */
export function allPostDetails(): PostDetail[] {
  return content.posts;
}

export function recentPosts(limit = RECENT_POSTS_LIMIT): PostSummary[] {
  return content.posts.slice(0, limit);
}

/** Fixed testimonials of the home area first, then approved ones, at most six. */
export function displayedTestimonials(): TestimonialItem[] {
  return content.testimonials;
}

/** Articles, videos and audios merged, newest first (undated ones last). */
export function allTeachings(): Teaching[] {
  return content.teachings;
}

/** Published library resources, newest first. */
export function allResources(): ResourceItem[] {
  return content.resources;
}

/** Published audios, newest first: the podcast feed's episodes. */
export function podcastEpisodes(): PublicAudio[] {
  return content.audios;
}

/** Series, speakers, Bible index and audio/video pages (src/lib/library). */
export function teachingLibrary(): Library {
  return library;
}
