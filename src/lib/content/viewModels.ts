import type { CollectionEntry, CollectionKey } from 'astro:content';
import { type PublicTestimonial, postViewSchema } from '#core/content/contentSchemas.ts';
import { mergeTeachings, sortTeachings } from '#core/content/teachings.ts';
import { mergeTestimonials, type TestimonialItem } from '#core/mergeTestimonials.ts';
import type { PublicPrayer } from '#core/prayer/publicPrayer.ts';
import { testimonialThumbnail } from '#core/visitor/uploadNames.ts';
import { SAMPLE_POSTS } from '../samples/samplePosts.ts';
import { SAMPLE_TEACHINGS } from '../samples/sampleTeachings.ts';

/** Every collection's entries as its schema made them: Astro's types, generated from src/content.config.ts. */
export type Collections = { [Name in CollectionKey]: CollectionEntry<Name>['data'][] };

/** docs/spec.md §7: the home carousel reads the nine newest approved testimonials. */
export const TESTIMONIAL_FETCH_LIMIT = 9;
/** /oracion shows the six newest testimonies of an answered prayer. */
export const ANSWERED_PRAYERS_LIMIT = 6;
/**
 * The teachings page filters its cards in the browser, so it carries them all in its HTML: past a few
 * hundred the page gets too heavy for a phone. It shows the newest ones; older articles stay in the blog
 * archive. (A search index loaded on first use would lift this limit.)
 */
export const TEACHINGS_PAGE_LIMIT = 300;

/** The date a post is listed by: when it was published, else when it was written. */
export const postDate = (post: { published_at?: string | null; created_at: string }): string =>
  post.published_at ?? post.created_at;

const byDateDesc =
  <T>(dateOf: (item: T) => string | null | undefined) =>
  (a: T, b: T) =>
    (Date.parse(dateOf(b) ?? '') || 0) - (Date.parse(dateOf(a) ?? '') || 0);

/** The home page shows a 48 px avatar: the photo's thumbnail is all it needs (≤ 60 KB, quality gates). */
export const testimonialItem = ({
  id,
  name,
  country,
  testimonial_text,
  photo_url,
  answers_prayer,
}: PublicTestimonial): TestimonialItem => ({
  id,
  name,
  country,
  testimonial_text,
  photo_url: testimonialThumbnail(photo_url),
  answers_prayer,
});

/** The prayer wall's order: urgent requests first, then the most recently approved. */
export const wallOrder = (prayers: readonly PublicPrayer[]): PublicPrayer[] =>
  [...prayers].sort(
    (a, b) => Number(b.is_urgent) - Number(a.is_urgent) || b.approved_at.localeCompare(a.approved_at),
  );

/** Testimonies of an answered prayer for /oracion, newest first. */
export const answeredPrayers = (testimonials: readonly PublicTestimonial[]): TestimonialItem[] =>
  testimonials
    .filter((testimonial) => testimonial.answers_prayer)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, ANSWERED_PRAYERS_LIMIT)
    .map(testimonialItem);

/**
 * Collections → what pages show, with the spec's fallbacks: no published post gives the three sample
 * posts; no article, video or audio at all gives the nine sample teachings; testimonials always start
 * with the fixed ones.
 */
export function buildSiteContent(loaded: Collections, fixedTestimonials: readonly TestimonialItem[]) {
  const postViews =
    loaded.posts.length > 0 ? loaded.posts : SAMPLE_POSTS.map((row) => postViewSchema.parse(row));
  const nothingToTeach = loaded.posts.length + loaded.videos.length + loaded.audios.length === 0;
  const teachings = nothingToTeach
    ? sortTeachings(SAMPLE_TEACHINGS)
    : mergeTeachings({
        posts: loaded.posts,
        videos: loaded.videos,
        audios: loaded.audios,
        seriesTitles: new Map(loaded.series.map((series) => [series.id, series.title])),
      }).slice(0, TEACHINGS_PAGE_LIMIT);
  const approved = [...loaded.testimonials]
    .sort(byDateDesc((t) => t.created_at))
    .slice(0, TESTIMONIAL_FETCH_LIMIT)
    .map(testimonialItem);
  return {
    /** Every published post (or the samples), newest first. */
    posts: [...postViews].sort(byDateDesc(postDate)),
    teachings,
    /** Fixed testimonials of the site configuration first, then approved ones, at most six. */
    testimonials: mergeTestimonials(fixedTestimonials, approved),
    answeredPrayers: answeredPrayers(loaded.testimonials),
    resources: [...loaded.resources].sort(byDateDesc((r) => r.published_at ?? r.created_at)),
    /** Published audios newest first, for the podcast feed (no samples: a feed must not invent episodes). */
    audios: [...loaded.audios].sort(byDateDesc((a) => a.published_at ?? a.created_at)),
    /** Events by slug; each page works out its own dates. */
    events: [...loaded.events].sort((a, b) => a.slug.localeCompare(b.slug)),
    prayerWall: wallOrder(loaded.prayerWall),
  };
}

export type SiteContent = ReturnType<typeof buildSiteContent>;
