import { readFileSync } from 'node:fs';
import { checkPhoto } from '../../netlify/lib/uploads/checkUpload.ts';
import { cameraPhoto } from '../../netlify/lib/uploads/uploadFixtures.ts';
import { routeHtmlFile } from './routes.ts';

/**
 * Issue 13: the home page's testimonial images weigh at most 60 KB each. They live in Storage, not in the
 * build, so the gate fetches every testimonial photo the built home page shows, and also weighs what the
 * upload function makes of a visitor's 12 MP camera photo (the thumbnail the home page shows), so the
 * budget holds even when the demo content has no photo.
 */
export const TESTIMONIAL_IMAGE_BUDGET = 60 * 1024;

const IMG_SRC = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi;

/** The testimonial photos a page shows (Storage's testimonial_photos bucket). */
export function testimonialImageUrls(html: string): string[] {
  const urls = [...html.matchAll(IMG_SRC)].map(([, src]) => src!.replaceAll('&amp;', '&'));
  return [...new Set(urls.filter((url) => url.includes('/testimonial_photos/')))];
}

export interface ImageWeight {
  image: string;
  bytes: number;
}

export const overBudget = (weights: readonly ImageWeight[]) =>
  weights.filter(({ bytes }) => bytes > TESTIMONIAL_IMAGE_BUDGET);

/** Every testimonial image of the built home page, and the function's thumbnail of a 12 MP photo. */
export async function weighTestimonialImages(siteDir: string): Promise<ImageWeight[]> {
  const html = readFileSync(routeHtmlFile(siteDir, '/'), 'utf8');
  const weights: ImageWeight[] = [];
  for (const url of testimonialImageUrls(html)) {
    const response = await fetch(url);
    weights.push({ image: url, bytes: response.ok ? (await response.arrayBuffer()).byteLength : Infinity });
  }
  const processed = await checkPhoto(await cameraPhoto(4000, 3000));
  if (!processed.ok) throw new Error(`la foto de 12 MP fue rechazada: ${processed.code}`);
  weights.push({
    image: 'miniatura de una foto de 12 MP (función de subida)',
    bytes: processed.thumbnail.bytes.byteLength,
  });
  return weights;
}
