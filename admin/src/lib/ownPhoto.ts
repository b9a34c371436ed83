/**
 * A testimonial photo's URL when it is an object of our own testimonial_photos bucket, otherwise null.
 * The upload function only ever stores such URLs, but a row written around it (the service key, a past
 * bug) could name any address; the moderation list then shows no image rather than loading it.
 */
export function ownTestimonialPhoto(url: string | null, apiUrl: string): string | null {
  if (!url) return null;
  const prefix = `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/testimonial_photos/`;
  if (!url.startsWith(prefix) || !URL.canParse(url)) return null;
  const path = url.slice(prefix.length);
  return /^[\w./-]+$/.test(path) && !path.split('/').includes('..') ? url : null;
}
