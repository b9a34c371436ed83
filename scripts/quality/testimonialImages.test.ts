import { describe, expect, it } from 'vitest';
import {
  overBudget,
  TESTIMONIAL_IMAGE_BUDGET,
  testimonialImageProblems,
  testimonialImageUrls,
} from './testimonialImages.ts';

const PHOTO =
  'https://x.supabase.co/storage/v1/object/public/testimonial_photos/public/testimonial_a_thumb.webp';

describe('testimonialImageUrls', () => {
  it.each([
    [`<img src="${PHOTO}" alt="">`, [PHOTO]],
    [`<img alt="" src='${PHOTO}'><img src="${PHOTO}">`, [PHOTO]],
    [
      '<img src="/_astro/logo.webp"><img src="https://x.supabase.co/storage/v1/object/public/blog_images/a.webp">',
      [],
    ],
    [`<a href="${PHOTO}">foto</a>`, []],
    [`<img src="${PHOTO}?v=1&amp;w=2">`, [`${PHOTO}?v=1&w=2`]],
  ])('%s', (html, urls) => {
    expect(testimonialImageUrls(html)).toEqual(urls);
  });
});

it('overBudget keeps only the images over 60 KB', () => {
  const weights = [
    { image: 'a', bytes: TESTIMONIAL_IMAGE_BUDGET },
    { image: 'b', bytes: TESTIMONIAL_IMAGE_BUDGET + 1 },
    { image: 'c', bytes: Infinity },
  ];
  expect(overBudget(weights).map(({ image }) => image)).toEqual(['b', 'c']);
});

it.each([
  [[], ['La portada no muestra ninguna foto de testimonio: no hay imagen real que pesar.']],
  [[{ image: 'a', bytes: 3_300 }], []],
  [
    [
      { image: 'a', bytes: 3_300 },
      { image: 'b', bytes: Infinity },
    ],
    ['Imagen de testimonio por encima de 60 KB: b'],
  ],
])('testimonialImageProblems(%j) → %j', (weights, problems) => {
  expect(testimonialImageProblems(weights)).toEqual(problems);
});
