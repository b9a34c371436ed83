import { mergeTestimonials } from '../../core/mergeTestimonials.ts';
import { siteConfig } from '../../core/siteConfig.ts';
import type { PostSummary, ResourceItem, Teaching, TestimonialItem } from './contentTypes.ts';
import { SAMPLE_POSTS } from './samples/samplePosts.ts';
import { SAMPLE_RESOURCES } from './samples/sampleResources.ts';
import { SAMPLE_TEACHINGS } from './samples/sampleTeachings.ts';
import { SAMPLE_TESTIMONIALS } from './samples/sampleTestimonials.ts';

/**
 * The one place pages get their content from. Today every function returns sample data; wiring the
 * database means replacing these bodies with content-collection reads, with no page changing.
 */

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

/** Spec §9: three recent posts on the home page. */
export const RECENT_POSTS_LIMIT = 3;

export function allPosts(): PostSummary[] {
  return [...SAMPLE_POSTS].sort(newestFirst);
}

export function recentPosts(limit = RECENT_POSTS_LIMIT): PostSummary[] {
  return allPosts().slice(0, limit);
}

/** Fixed testimonials of the site configuration first, then approved ones, at most six. */
export function displayedTestimonials(): TestimonialItem[] {
  return mergeTestimonials(siteConfig.fixedTestimonials, SAMPLE_TESTIMONIALS);
}

/** Articles, videos and audios merged, newest first (undated ones last). */
export function allTeachings(): Teaching[] {
  const time = (teaching: Teaching) => (teaching.date ? Date.parse(teaching.date) || 0 : 0);
  return [...SAMPLE_TEACHINGS].sort((a, b) => time(b) - time(a));
}

export function allResources(): ResourceItem[] {
  return [...SAMPLE_RESOURCES];
}
