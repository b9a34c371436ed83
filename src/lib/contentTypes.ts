/**
 * View models the public pages are built from: siteContent.ts maps the content-layer collections
 * (database rows of docs/spec.md §3) into these shapes, or the spec's samples when a table is empty.
 */
export type { TestimonialItem } from '#core/mergeTestimonials.ts';

/** A published post as blog cards show it. */
export interface PostSummary {
  id: string;
  title: string;
  /** Null on older rows: links then use the title-based fallback of core/postSlug.ts. */
  slug: string | null;
  description: string | null;
  created_at: string;
  /** When visitors first saw it; cards show this date (created_at for older rows without one). */
  published_at?: string | null;
  featured_image_url: string | null;
  category: string | null;
  tags: string[];
}

export type { Teaching, TeachingType } from '#core/content/teachings.ts';

/** A post with everything its own page shows. */
export interface PostDetail extends PostSummary {
  /** The path segment of /blog/{slug}: the saved slug or the title fallback. */
  pageSlug: string;
  /** Sanitized HTML rendered from the Markdown at build time. */
  html: string;
  meta_description: string | null;
  updated_at: string | null;
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
