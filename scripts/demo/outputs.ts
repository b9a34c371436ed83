import { fileURLToPath } from 'node:url';
import { siteDefaults } from '#core/siteConfig.ts';

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Bucket folders under supabase/seed/files/, uploaded by backend/db/seed.ts at first start. */
const ILLUSTRATIONS_DIR = repo('supabase/seed/files/illustrations/seed');
const MEDIA_DIR = repo('supabase/seed/files/teaching_media/seed');
const TESTIMONIAL_PHOTOS_DIR = repo('supabase/seed/files/testimonial_photos');
const BLOG_IMAGES_DIR = repo('supabase/seed/files/blog_images');

/** The unique part of the demo photo's name (supabase/seeds/testimonials.sql names the same). */
export const DEMO_TESTIMONIAL_PHOTO_ID = '5f0a0000-0000-4000-a000-000000000005';

/**
 * The conference's cover as a staff member would have uploaded it: its file name and the moment the
 * function named it by (supabase/seeds/events.sql names `public/1735711200000-portada-amanecer.webp`).
 */
export const DEMO_EVENT_COVER = { fileName: 'portada amanecer.jpg', uploadedAt: 1_735_711_200_000 };

/** Where the generated demo files live in the repository. */
export const DEMO_PATHS = {
  illustration: (name: string) => `${ILLUSTRATIONS_DIR}/${name}.svg`,
  illustrationsDir: ILLUSTRATIONS_DIR,
  /** The portrait /about shows (core/siteConfig.ts siteDefaults.about.founder.image). */
  founder: repo(`public${siteDefaults.about.founder.image.src}`),
  audioDir: `${MEDIA_DIR}/audios`,
  audio: (slug: string) => `${MEDIA_DIR}/audios/${slug}.mp3`,
  videoDir: `${MEDIA_DIR}/videos`,
  video: (slug: string) => `${MEDIA_DIR}/videos/${slug}.mp4`,
  testimonialPhotosDir: TESTIMONIAL_PHOTOS_DIR,
  /** `path` inside the testimonial_photos bucket. */
  testimonialPhoto: (path: string) => `${TESTIMONIAL_PHOTOS_DIR}/${path}`,
  blogImagesDir: BLOG_IMAGES_DIR,
  /** `path` inside the blog_images bucket. */
  blogImage: (path: string) => `${BLOG_IMAGES_DIR}/${path}`,
};
