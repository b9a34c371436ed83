import { fileURLToPath } from 'node:url';
import { siteConfig } from '#core/siteConfig.ts';

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Bucket folders under supabase/seed/files/, uploaded by backend/db/seed.ts at first start. */
const ILLUSTRATIONS_DIR = repo('supabase/seed/files/illustrations/seed');
const MEDIA_DIR = repo('supabase/seed/files/teaching_media/seed');

/** Where the generated demo files live in the repository. */
export const DEMO_PATHS = {
  illustration: (name: string) => `${ILLUSTRATIONS_DIR}/${name}.svg`,
  illustrationsDir: ILLUSTRATIONS_DIR,
  /** The portrait /about shows (core/siteConfig.ts about.founder.image). */
  founder: repo(`public${siteConfig.about.founder.image.src}`),
  audioDir: `${MEDIA_DIR}/audios`,
  audio: (slug: string) => `${MEDIA_DIR}/audios/${slug}.mp3`,
  videoDir: `${MEDIA_DIR}/videos`,
  video: (slug: string) => `${MEDIA_DIR}/videos/${slug}.mp4`,
};
