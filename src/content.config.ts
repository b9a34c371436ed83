import { defineCollection } from 'astro:content';
import {
  publicAudioSchema,
  publicPostSchema,
  publicResourceSchema,
  publicSeriesSchema,
  publicSpeakerSchema,
  publicTestimonialSchema,
  publicVideoSchema,
} from '#core/content/contentSchemas.ts';
import { publicEventSchema } from '#core/events/publicEvent.ts';
import { publicPrayerSchema } from '#core/prayer/publicPrayer.ts';
import {
  audiosSource,
  postsSource,
  resourcesSource,
  seriesSource,
  speakersSource,
  testimonialsSource,
  videosSource,
} from './lib/content/contentSources.ts';
import { tableLoader } from './lib/content/tableLoader.ts';
import { eventsSource } from './lib/events/eventsSource.ts';
import { prayerWallSource } from './lib/prayer/prayerWallSource.ts';

/**
 * Database content, read at build time with the anon key (one collection per table). Pages never read
 * these directly: src/lib/siteContent.ts turns them into view models and applies the sample fallbacks.
 */
export const collections = {
  posts: defineCollection({ loader: tableLoader(postsSource), schema: publicPostSchema }),
  videos: defineCollection({ loader: tableLoader(videosSource), schema: publicVideoSchema }),
  audios: defineCollection({ loader: tableLoader(audiosSource), schema: publicAudioSchema }),
  resources: defineCollection({ loader: tableLoader(resourcesSource), schema: publicResourceSchema }),
  events: defineCollection({ loader: tableLoader(eventsSource), schema: publicEventSchema }),
  series: defineCollection({ loader: tableLoader(seriesSource), schema: publicSeriesSchema }),
  speakers: defineCollection({ loader: tableLoader(speakersSource), schema: publicSpeakerSchema }),
  testimonials: defineCollection({
    loader: tableLoader(testimonialsSource),
    schema: publicTestimonialSchema,
  }),
  prayerWall: defineCollection({ loader: tableLoader(prayerWallSource), schema: publicPrayerSchema }),
};
