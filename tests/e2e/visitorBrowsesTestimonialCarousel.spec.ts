import type { Locator } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';

// Swiper ignores arrow clicks while a looping slide is still moving (loopPreventsSliding): wait for it to
// come to rest.
const comeToRest = (carousel: Locator) =>
  expect
    .poll(() =>
      carousel.evaluate(
        (element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
      ),
    )
    .toBe(false);

test('the testimonials carousel shows 1/2/3 per view, loops, and has arrows only when slides overflow', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  const carousel = page.locator('[data-carousel="testimonials"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  const slides = carousel.locator('.swiper-slide');
  const total = await slides.count();
  const width = page.viewportSize()!.width;
  const perView = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
  const box = (await carousel.boundingBox())!;
  const first = (await slides.first().boundingBox())!;
  expect(Math.round((box.width + 24) / (first.width + 24))).toBe(perView);

  const next = page.getByRole('button', { name: 'Testimonio siguiente' });
  const previous = page.getByRole('button', { name: 'Testimonio anterior' });
  if (total <= perView) {
    await expect(next).toBeHidden();
    await expect(previous).toBeHidden();
    return;
  }
  await expect(next).toBeVisible();
  const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const settle = () => comeToRest(carousel);
  expect(await active()).toBe('0');
  await previous.click();
  await expect.poll(active).toBe(String(total - 1));
  await settle();
  await next.click();
  await expect.poll(active).toBe('0');
  await settle();
  await next.click();
  await expect.poll(active).toBe('1');
  expect(await axeViolations(page)).toEqual([]);
});

test('with reduced motion the carousel moves without animation', async ({ page, consoleErrors: _ }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.locator('[data-carousel="testimonials"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  const next = page.getByRole('button', { name: 'Testimonio siguiente' });
  test.skip(!(await next.isVisible()), 'every testimonial fits at this width');
  await next.click();
  const duration = await carousel
    .locator('.swiper-wrapper')
    .evaluate((element) => (element as HTMLElement).style.transitionDuration);
  expect(duration).toBe('0ms');
});

test('a photo testimonial shows the upload function’s thumbnail, the one image the quality gate weighs', async ({
  page,
  consoleErrors: _,
}) => {
  const photos: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/testimonial_photos/')) return;
    photos.push({ url: response.url(), bytes: (await response.body()).byteLength });
  });
  await page.goto('/');
  const carousel = page.locator('[data-carousel="testimonials"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  // The demo's photo testimonial (supabase/seeds/testimonials.sql), brought into the carousel's view.
  const photo = carousel.locator('.swiper-slide', { hasText: 'Ana Sofía Herrera' }).locator('img');
  const inView = async () => {
    const shown = await carousel.boundingBox();
    const boxes = await Promise.all((await photo.all()).map((image) => image.boundingBox()));
    return boxes.some(
      (box) => box && shown && box.x >= shown.x && box.x + box.width <= shown.x + shown.width,
    );
  };
  const next = page.getByRole('button', { name: 'Testimonio siguiente' });
  for (let step = 0; step < 8 && !(await inView()); step += 1) {
    await next.click();
    await comeToRest(carousel);
  }
  expect(await inView()).toBe(true);
  await expect
    .poll(() =>
      photo.evaluateAll((images) => images.some((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await expect.poll(() => photos.length).toBeGreaterThan(0);
  // Every request the carousel made for a photo is a thumbnail of 60 KB at most: what the gate measures.
  for (const { url, bytes } of photos) {
    expect(url).toMatch(/\/testimonial_photos\/public\/testimonial_[0-9a-f-]{36}_thumb\.webp$/);
    expect(bytes).toBeLessThanOrEqual(60 * 1024);
  }
});
