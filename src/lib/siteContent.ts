import { getCollection } from 'astro:content';
import type { SiteArea, SiteContent } from '#core/site/areas.ts';
import { siteContentForBuild } from './content/siteAreas.ts';
import { buildSiteContent, type Collections } from './content/viewModels.ts';
import { buildLibrary } from './library/library.ts';

/**
 * The one place pages get database content from: each collection of src/content.config.ts, read once per
 * build with the types Astro generates from its schema, then given the spec's fallbacks and orders
 * (content/viewModels.ts) and gathered into the teaching library (library/library.ts).
 */
const loaded: Collections = {
  posts: (await getCollection('posts')).map(({ data }) => data),
  videos: (await getCollection('videos')).map(({ data }) => data),
  audios: (await getCollection('audios')).map(({ data }) => data),
  resources: (await getCollection('resources')).map(({ data }) => data),
  events: (await getCollection('events')).map(({ data }) => data),
  signupLists: (await getCollection('signupLists')).map(({ data }) => data),
  series: (await getCollection('series')).map(({ data }) => data),
  speakers: (await getCollection('speakers')).map(({ data }) => data),
  testimonials: (await getCollection('testimonials')).map(({ data }) => data),
  prayerWall: (await getCollection('prayerWall')).map(({ data }) => data),
  groups: (await getCollection('groups')).map(({ data }) => data),
  siteContent: (await getCollection('siteContent')).map(({ data }) => data),
  siteContentDrafts: (await getCollection('siteContentDrafts')).map(({ data }) => data),
};
const areas: SiteContent = siteContentForBuild(loaded.siteContent, loaded.siteContentDrafts);
// The home area's fixed testimonials come first in the carousel (a blank country reads as none).
const fixedTestimonials = areas.home.fixedTestimonials.map((item) => ({
  ...item,
  country: item.country || null,
}));
const content = buildSiteContent(loaded, fixedTestimonials);
const library = buildLibrary(loaded);
for (const page of [...library.audioPages, ...library.videoPages]) {
  if (page.transcriptProblem) console.warn(`«${page.item.title}»: ${page.transcriptProblem}`);
}

/** The build's instant: what is still ahead (schedule exceptions, the banner) is decided against it. */
export const BUILT_AT = new Date();

/**
 * One area of the site content staff edit in the admin (Sitio), as this build shows it: published over the
 * defaults of core/siteConfig.ts, or the drafts in the staff's preview build.
 */
export const siteArea = <Area extends SiteArea>(area: Area): SiteContent[Area] => areas[area];

/** docs/spec.md §9: three recent posts on the home page. */
export const RECENT_POSTS_LIMIT = 3;

/** Every published post (or the samples), newest first, with its page's slug, summary and HTML. */
export const allPosts = () => content.posts;

export const recentPosts = (limit = RECENT_POSTS_LIMIT) => content.posts.slice(0, limit);

/** Articles, videos and audios merged, newest first (undated ones last). */
export const allTeachings = () => content.teachings;

/** Published audios, newest first: the podcast feed's episodes. */
export const podcastEpisodes = () => content.audios;

/** Published library resources, newest first. */
export const allResources = () => content.resources;

/** Series, speakers, Bible index and audio/video pages (src/lib/library). */
export const teachingLibrary = () => library;

/** Fixed testimonials of the home area first, then approved ones, at most six. */
export const displayedTestimonials = () => content.testimonials;

/** Approved testimonies of an answered prayer, newest first (/oracion). */
export const answeredPrayers = () => content.answeredPrayers;

/** Published events by slug; events/siteEvents.ts expands them into dates. */
export const allEvents = () => content.events;

/** An event's open registration (issue 33), if it has one: the form's questions and the list's id. */
export const eventSignupList = (eventId: string) =>
  loaded.signupLists.find((list) => list.kind === 'event' && list.event_id === eventId);

/** Open serving shifts (issue 33 item 3), for /careers/turnos: by title, as the coordinator's grid lists them. */
export const openShifts = () =>
  loaded.signupLists
    .filter((list) => list.kind === 'shift')
    .toSorted((a, b) => (a.title ?? '').localeCompare(b.title ?? '', 'es'));

/** Published small groups with their places (issue 33), by day and time as public.published_groups() sorts them. */
export const allGroups = () =>
  loaded.groups.toSorted((a, b) => a.day_of_week - b.day_of_week || a.meets_at.localeCompare(b.meets_at));

/** The prayer wall as public.prayer_wall() returned it at build time: urgent first, then newest. */
export const prayerWall = () => content.prayerWall;
