import { getCollection } from 'astro:content';
import type {
  PublicAudio,
  PublicPost,
  PublicResource,
  PublicSeries,
  PublicSpeaker,
  PublicTestimonial,
  PublicVideo,
} from '#core/content/contentSchemas.ts';

/** A post row with the HTML its loader rendered. */
export type LoadedPost = PublicPost & { html: string };

export interface LoadedContent {
  posts: LoadedPost[];
  videos: PublicVideo[];
  audios: PublicAudio[];
  resources: PublicResource[];
  testimonials: PublicTestimonial[];
  /** Published series, oldest first. */
  series: PublicSeries[];
  speakers: PublicSpeaker[];
}

/** Entries were validated by each collection's schema when the loader stored them. */
async function rows<T>(collection: string): Promise<T[]> {
  return (await getCollection(collection)).map((entry) => entry.data as T);
}

/** Everything the loaders stored for this build (content.config.ts). */
export async function loadCollections(): Promise<LoadedContent> {
  const postEntries = await getCollection('posts');
  const [videos, audios, resources, testimonials, series, speakers] = await Promise.all([
    rows<PublicVideo>('videos'),
    rows<PublicAudio>('audios'),
    rows<PublicResource>('resources'),
    rows<PublicTestimonial>('testimonials'),
    rows<PublicSeries>('series'),
    rows<PublicSpeaker>('speakers'),
  ]);
  const posts = postEntries.map((entry) => ({
    ...(entry.data as PublicPost),
    html: entry.rendered?.html ?? '',
  }));
  return { posts, videos, audios, resources, testimonials, series, speakers };
}
