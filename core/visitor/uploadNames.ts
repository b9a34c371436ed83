import { fileExtension } from './fileTypes.ts';

/**
 * Object paths for visitors' uploads. Both buckets only accept visitor files under `public/`.
 * Testimonial photos are publicly readable, so a random part makes the name unguessable before
 * moderation (DESIGN §4); CVs live in a private bucket and keep the spec's readable name.
 */
export function testimonialPhotoPath(fileName: string, now: number, random: string): string {
  const extension = fileExtension(fileName);
  return `public/testimonial_${now}_${random}${extension ? `.${extension}` : ''}`;
}

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

export function cvPath(applicantName: string, fileName: string, now: number): string {
  const extension = fileExtension(fileName) || 'pdf';
  return `public/cv_${nameForFile(applicantName)}_${now}.${extension}`;
}

/** A short random token from the browser's (or Node's) crypto. */
export function randomToken(bytes = 8): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
