import { readFileSync } from 'node:fs';
import { routeHtmlFile } from './routes.ts';

/**
 * Issue 13: the home page's testimonial images weigh at most 60 KB each. They live in Storage, not in the
 * build, so the gate fetches every testimonial photo the built home page's carousel shows: the `src` of
 * its avatars, the one URL a browser requests for each (no srcset, no <picture>). The demo seeds a
 * testimonial whose photo went through the upload function (supabase/seeds/testimonials.sql), so a home
 * page without any photo means the gate would weigh nothing: that fails too.
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

/** What fails the gate, in Spanish: each image over the budget, or no image at all to weigh. */
export function testimonialImageProblems(weights: readonly ImageWeight[]): string[] {
  if (weights.length === 0) {
    return ['La portada no muestra ninguna foto de testimonio: no hay imagen real que pesar.'];
  }
  return overBudget(weights).map(({ image }) => `Imagen de testimonio por encima de 60 KB: ${image}`);
}

/** Every testimonial image of the built home page, by the URL the page gives it. */
export async function weighTestimonialImages(siteDir: string): Promise<ImageWeight[]> {
  const html = readFileSync(routeHtmlFile(siteDir, '/'), 'utf8');
  const weights: ImageWeight[] = [];
  for (const url of testimonialImageUrls(html)) {
    const response = await fetch(url);
    weights.push({ image: url, bytes: response.ok ? (await response.arrayBuffer()).byteLength : Infinity });
  }
  return weights;
}
