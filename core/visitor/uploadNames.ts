import { photoThumbnail } from '../photos/photoThumbnail.ts';

/**
 * Object paths the upload function gives visitors' files (both buckets keep them under `public/`).
 * Testimonial photos are publicly readable, so a random part makes the name unguessable before
 * moderation (docs/design.md §4); CVs live in a private bucket and keep the spec's readable name.
 */

/** The photo's path without extension: `.webp`, `_thumb.webp` and `.avif` are added to it. */
export const testimonialPhotoBase = (unique: string) => `public/testimonial_${unique}`;

/**
 * Applicant name reduced to what every storage key accepts: accents dropped (José → Jose), other
 * characters removed, spaces as underscores; "applicant" when nothing is left (a name of emoji).
 */
export function nameForFile(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9\s_-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '_')
    .slice(0, 60);
  return ascii || 'applicant';
}

/** `extension` is the one the CV's bytes show (pdf, doc, docx), never the name the visitor gave it. */
export const cvPath = (applicantName: string, extension: string, unique: string) =>
  `public/cv_${nameForFile(applicantName)}_${unique}.${extension}`;

/**
 * The carousel's image for a testimonial photo: the upload function's 320 px thumbnail next to a photo
 * it stored (a few KB instead of the 1600 px image), or the URL as it is for anything older.
 */
export const testimonialThumbnail = (photoUrl: string | null): string | null =>
  photoThumbnail(photoUrl) ?? photoUrl;
