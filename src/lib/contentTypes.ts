/**
 * View models the public pages are built from. Today they are fed by `samples/`; the Astro content-layer
 * loaders will map database rows (spec §3) into these same shapes.
 */
export type { TestimonialItem } from '../../core/siteConfigSchema.ts';

/** A published post as blog cards show it. */
export interface PostSummary {
  id: string;
  title: string;
  /** Null on older rows: links then use the title-based fallback of core/postSlug.ts. */
  slug: string | null;
  description: string | null;
  created_at: string;
  featured_image_url: string | null;
  category: string | null;
  tags: string[];
}

export type TeachingType = 'article' | 'video' | 'audio';

/** Spec §3 "Teaching": posts, videos and audios merged into one list. */
export interface Teaching {
  /** article-, video- or audio- plus the source id. */
  id: string;
  title: string;
  description: string;
  type: TeachingType;
  /** published_at, else created_at; null when neither is known. */
  date: string | null;
  category: string;
  tags: string[];
  contentUrl: string | null;
  videoUrl: string | null;
  audioUrl: string | null;
  thumbnailUrl: string | null;
}

/** A downloadable library resource. */
export interface ResourceItem {
  id: string;
  title: string;
  description: string | null;
  /** One of the library shelves: biblias, libros, devocionales, guia, regalos, ninos. */
  category: string | null;
  /** Featured themes (finanzas, familia…) the resource belongs to. */
  tags: string[];
  file_url: string;
  thumbnail_url: string | null;
  file_type: string | null;
  /** Bytes; int8 arrives from the API as a string. */
  file_size: number | string | null;
}
