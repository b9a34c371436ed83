import type {
  PublicAudio,
  PublicPost,
  PublicResource,
  PublicTestimonial,
} from '#core/content/contentSchemas.ts';
import { markdownToPlainText } from '#core/content/markdownText.ts';
import { renderMarkdown } from '#core/content/renderMarkdown.ts';
import { mergeTeachings, sortTeachings } from '#core/content/teachings.ts';
import { mergeTestimonials } from '#core/mergeTestimonials.ts';
import { postSlug } from '#core/postSlug.ts';
import { testimonialThumbnail } from '#core/visitor/uploadNames.ts';
import type { PostDetail, ResourceItem, Teaching, TestimonialItem } from '../contentTypes.ts';
import { SAMPLE_POSTS } from '../samples/samplePosts.ts';
import { SAMPLE_TEACHINGS } from '../samples/sampleTeachings.ts';
import type { LoadedContent, LoadedPost } from './loadCollections.ts';

/** docs/spec.md §7: the home carousel reads the nine newest approved testimonials. */
export const TESTIMONIAL_FETCH_LIMIT = 9;
/**
 * The teachings page filters its cards in the browser, so it carries them all in its HTML: past a few
 * hundred the page gets too heavy for a phone. It shows the newest ones; older articles stay in the blog
 * archive. (A search index loaded on first use would lift this limit.)
 */
export const TEACHINGS_PAGE_LIMIT = 300;
/** Cards cut summaries to 100 characters; keep a little more so the cut lands on their rule. */
const SUMMARY_SOURCE_LENGTH = 300;

/** The date a post is listed by: when it was published, else when it was written. */
export const postDate = (post: { published_at?: string | null; created_at: string }): string =>
  post.published_at ?? post.created_at;

const byDateDesc =
  <T>(dateOf: (item: T) => string | null | undefined) =>
  (a: T, b: T) =>
    (Date.parse(dateOf(b) ?? '') || 0) - (Date.parse(dateOf(a) ?? '') || 0);

export function postDetail(row: LoadedPost): PostDetail {
  const summary =
    row.description?.trim() || markdownToPlainText(row.content).slice(0, SUMMARY_SOURCE_LENGTH) || null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    pageSlug: postSlug(row),
    description: summary,
    created_at: row.created_at,
    published_at: row.published_at,
    featured_image_url: row.featured_image_url,
    category: row.category,
    tags: row.tags,
    html: row.html,
    meta_description: row.meta_description?.trim() || null,
    updated_at: row.updated_at,
  };
}

export const resourceItem = (row: PublicResource): ResourceItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  tags: row.tags,
  file_url: row.file_url,
  thumbnail_url: row.thumbnail_url,
  file_type: row.file_type,
  file_size: row.file_size,
});

/** The home page shows a 48 px avatar: the photo's thumbnail is all it needs (≤ 60 KB, quality gates). */
export const testimonialItem = ({
  id,
  name,
  country,
  testimonial_text,
  photo_url,
  answers_prayer,
}: PublicTestimonial) => ({
  id,
  name,
  country,
  testimonial_text,
  photo_url: testimonialThumbnail(photo_url),
  answers_prayer,
});

const withHtml = (post: PublicPost): LoadedPost => ({ ...post, html: renderMarkdown(post.content) });

export interface SiteContent {
  posts: PostDetail[];
  teachings: Teaching[];
  testimonials: TestimonialItem[];
  resources: ResourceItem[];
  /** Published audios newest first, for the podcast feed (no samples: a feed must not invent episodes). */
  audios: PublicAudio[];
}

/**
 * Collections → what pages show, with the spec's fallbacks: no published post gives the three sample
 * posts; no article, video or audio at all gives the nine sample teachings; testimonials always start
 * with the fixed ones.
 */
export function buildSiteContent(
  loaded: LoadedContent,
  fixedTestimonials: readonly TestimonialItem[],
): SiteContent {
  const postRows = loaded.posts.length > 0 ? loaded.posts : SAMPLE_POSTS.map(withHtml);
  const posts = postRows.map(postDetail).sort(byDateDesc(postDate));
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
  const resources = [...loaded.resources]
    .sort(byDateDesc((r) => r.published_at ?? r.created_at))
    .map(resourceItem);
  const audios = [...loaded.audios].sort(byDateDesc((a) => a.published_at ?? a.created_at));
  return {
    posts,
    teachings,
    testimonials: mergeTestimonials(fixedTestimonials, approved),
    resources,
    audios,
  };
}
