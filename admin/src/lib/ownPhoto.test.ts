import { describe, expect, it } from 'vitest';
import { ownTestimonialPhoto } from './ownPhoto.ts';

const api = 'https://abc.supabase.co';
const photo = `${api}/storage/v1/object/public/testimonial_photos/public/testimonial_0b7c.webp`;

describe('ownTestimonialPhoto', () => {
  it.each([
    [photo, photo],
    [null, null],
    ['https://x.invalid/a.png" onerror="window.__xss=1', null],
    [`${api}/storage/v1/object/public/blog_images/a.webp`, null],
    [`${api}/storage/v1/object/public/testimonial_photos/../blog_images/a.webp`, null],
    [`${api}/storage/v1/object/public/testimonial_photos/a.png" onerror="x`, null],
    [`https://abc.supabase.co.evil.test/storage/v1/object/public/testimonial_photos/a.webp`, null],
  ])('%s → %s', (url, expected) => {
    expect(ownTestimonialPhoto(url, api)).toBe(expected);
  });

  it('accepts the API URL with a trailing slash', () => {
    expect(ownTestimonialPhoto(photo, `${api}/`)).toBe(photo);
  });
});
