import { describe, expect, it } from 'vitest';
import { isPhotoThumbnail, photoThumbnail, thumbnailPath, withThumbnails } from './photoThumbnail.ts';

const storage = 'https://x.supabase.co/storage/v1/object/public';
const id = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('photoThumbnail', () => {
  it.each([
    // What the upload functions store: a testimonial photo, a staff picture, a library file and cover.
    [
      `${storage}/testimonial_photos/public/testimonial_${id}.webp`,
      `${storage}/testimonial_photos/public/testimonial_${id}_thumb.webp`,
    ],
    [
      `${storage}/blog_images/public/1764720000000-portada-del-post.webp`,
      `${storage}/blog_images/public/1764720000000-portada-del-post_thumb.webp`,
    ],
    [
      'http://127.0.0.1:54321/storage/v1/object/public/blog_images/public/1-imagen.webp',
      'http://127.0.0.1:54321/storage/v1/object/public/blog_images/public/1-imagen_thumb.webp',
    ],
    [
      `${storage}/resource_files/${id}/thumbnails/1764720000000.webp`,
      `${storage}/resource_files/${id}/thumbnails/1764720000000_thumb.webp`,
    ],
    [
      `${storage}/resource_files/${id}/1764720000000.webp`,
      `${storage}/resource_files/${id}/1764720000000_thumb.webp`,
    ],
  ])('%s → its twin', (url, twin) => {
    expect(photoThumbnail(url)).toBe(twin);
  });

  it.each([
    ['an SVG illustration', `${storage}/illustrations/seed/fe.svg`],
    ['a file from before the function re-encoded', `${storage}/blog_images/public/1700000000000-portada.png`],
    ['an older testimonial photo', `${storage}/testimonial_photos/public/testimonial_1700000000000_ab12.png`],
    ['a twin itself', `${storage}/blog_images/public/1-portada_thumb.webp`],
    ['a twin of a testimonial', `${storage}/testimonial_photos/public/testimonial_${id}_thumb.webp`],
    ['another bucket', `${storage}/teaching_media/public/1-portada.webp`],
    ['an external address', 'https://example.org/storage/v1/object/public/fotos/1-a.webp'],
    ['an external photo', 'https://example.org/foto.webp'],
    ['a URL with a query', `${storage}/blog_images/public/1-portada.webp?width=320`],
    ['a signed URL', `${storage.replace('public', 'sign')}/blog_images/public/1-portada.webp`],
    ['a site path', '/images/fundador.svg'],
    ['not a URL', 'portada.webp'],
    ['nothing', null],
    ['an empty field', ''],
  ])('%s: null', (_what, url) => {
    expect(photoThumbnail(url)).toBeNull();
  });
});

it('thumbnailPath names the twin of a WebP only', () => {
  expect(thumbnailPath('public/1-a.webp')).toBe('public/1-a_thumb.webp');
  expect(thumbnailPath('public/1-a_thumb.webp')).toBeNull();
  expect(thumbnailPath('x/1.pdf')).toBeNull();
});

it('withThumbnails adds each processed image’s twin to the paths to remove', () => {
  expect(withThumbnails([`${id}/1.pdf`, `${id}/thumbnails/2.webp`])).toEqual([
    `${id}/1.pdf`,
    `${id}/thumbnails/2.webp`,
    `${id}/thumbnails/2_thumb.webp`,
  ]);
});

describe('isPhotoThumbnail', () => {
  it.each([
    [`${storage}/testimonial_photos/public/testimonial_${id}_thumb.webp`, true],
    [`${storage}/blog_images/public/1-portada_thumb.webp`, true],
    [`${storage}/testimonial_photos/public/testimonial_${id}.webp`, false],
    [`${storage}/blog_images/public/1-portada.webp`, false],
    ['https://example.org/foto_thumb.webp', false],
    [`${storage}/blog_images/public/1-portada_thumb.webp?x=1`, false],
    [null, false],
  ])('%s → %s', (url, twin) => {
    expect(isPhotoThumbnail(url)).toBe(twin);
  });
});
