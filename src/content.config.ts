import { defineCollection } from 'astro:content';
import {
  postViewSchema,
  publicAudioSchema,
  publicResourceSchema,
  publicSeriesSchema,
  publicSpeakerSchema,
  publicTestimonialSchema,
  publicVideoSchema,
} from '#core/content/contentSchemas.ts';
import { publicEventSchema } from '#core/events/publicEvent.ts';
import { publicGroupSchema } from '#core/groups/publicGroup.ts';
import { publicPrayerSchema } from '#core/prayer/publicPrayer.ts';
import { publicSignupListSchema } from '#core/signups/publicSignupList.ts';
import { publishedAreaSchema } from '#core/site/areas.ts';
import { draftsApiConfig } from './lib/content/siteAreas.ts';
import { sources } from './lib/content/sources.ts';
import { tableLoader } from './lib/content/tableLoader.ts';

/**
 * The database content the site is built from: one collection per table, read at build time with the anon
 * key (lib/content/sources.ts says which rows) and validated by its schema, whose output is the type pages
 * get (`CollectionEntry<'posts'>['data']`). Pages read them through lib/siteContent.ts only.
 *
 * A new entity read at build time (site settings, a schedule, a banner…): its row schema in core/, which
 * rows in lib/content/sources.ts, a line here, and its accessor in lib/siteContent.ts (TypeScript then
 * asks for it wherever every collection is listed).
 */
export const collections = {
  posts: defineCollection({ loader: tableLoader(sources.posts), schema: postViewSchema }),
  videos: defineCollection({ loader: tableLoader(sources.videos), schema: publicVideoSchema }),
  audios: defineCollection({ loader: tableLoader(sources.audios), schema: publicAudioSchema }),
  resources: defineCollection({ loader: tableLoader(sources.resources), schema: publicResourceSchema }),
  events: defineCollection({ loader: tableLoader(sources.events), schema: publicEventSchema }),
  signupLists: defineCollection({
    loader: tableLoader(sources.signupLists),
    schema: publicSignupListSchema,
  }),
  series: defineCollection({ loader: tableLoader(sources.series), schema: publicSeriesSchema }),
  speakers: defineCollection({ loader: tableLoader(sources.speakers), schema: publicSpeakerSchema }),
  testimonials: defineCollection({
    loader: tableLoader(sources.testimonials),
    schema: publicTestimonialSchema,
  }),
  prayerWall: defineCollection({ loader: tableLoader(sources.prayerWall), schema: publicPrayerSchema }),
  groups: defineCollection({ loader: tableLoader(sources.groups), schema: publicGroupSchema }),
  siteContent: defineCollection({ loader: tableLoader(sources.siteContent), schema: publishedAreaSchema }),
  siteContentDrafts: defineCollection({
    loader: tableLoader(sources.siteContentDrafts, draftsApiConfig),
    schema: publishedAreaSchema,
  }),
};
