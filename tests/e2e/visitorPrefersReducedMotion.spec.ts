import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test.use({ reducedMotion: 'reduce' });

/** The longest transition or animation any element of the page declares, in milliseconds. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(
        0,
        ...value.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)),
      );
    let longest = { ms: 0, element: '' };
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const longestHere = Math.max(ms(style.transitionDuration), ms(style.animationDuration));
        if (longestHere > longest.ms)
          longest = { ms: longestHere, element: `${element.tagName} ${element.className}` };
      }
    }
    return longest;
  });
}

test('with reduced motion the site has no animations or transitions and the carousel stays put', async ({
  page,
  consoleErrors: _,
}) => {
  // The page's clock is the test's: three seconds pass at once instead of being waited out.
  await page.clock.install();
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const carousel = page.locator('[data-carousel="testimonials"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  const state = () =>
    carousel.evaluate((element) => {
      const swiper = (
        element as HTMLElement & {
          swiper: { params: { speed: number }; realIndex: number; autoplay?: { running: boolean } };
        }
      ).swiper;
      return {
        speed: swiper.params.speed,
        index: swiper.realIndex,
        autoplay: swiper.autoplay?.running ?? false,
      };
    });
  const before = await state();
  expect(before).toMatchObject({ speed: 0, autoplay: false });
  await page.clock.runFor(3_000);
  expect((await state()).index, 'el carrusel no avanza solo').toBe(before.index);
  expect((await longestMotion(page)).ms).toBeLessThanOrEqual(0.01);

  for (const path of ['/teachings', '/careers', '/about']) {
    await page.goto(path);
    expect((await longestMotion(page)).ms, path).toBeLessThanOrEqual(0.01);
  }
});

test('with reduced motion the staff panel has no animations or transitions', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'editor@example.org');
  for (const path of ['/admin/dashboard', '/admin/blogs/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await longestMotion(page)).ms, path).toBeLessThanOrEqual(0.01);
  }
});
