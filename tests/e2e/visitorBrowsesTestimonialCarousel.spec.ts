import { axeViolations, expect, test } from './support/fixtures.ts';

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
  // Swiper ignores arrow clicks while a looping slide is still moving (loopPreventsSliding): wait for it
  // to come to rest.
  const settle = () =>
    expect
      .poll(() =>
        carousel.evaluate(
          (element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
        ),
      )
      .toBe(false);
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
