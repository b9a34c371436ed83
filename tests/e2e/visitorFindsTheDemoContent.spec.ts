import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The demo looks real (issue 20 §7): every card has a drawn illustration the browser really decoded, the
 * demo audios and videos are files the local Storage serves and Chromium plays, and the blog sections that
 * list tagged posts have posts.
 */

/** Sizes of the page's images once decoded (lazy ones are fetched first); 0 for one that failed. */
const decodedWidths = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (image) => {
        image.loading = 'eager';
        await image.decode().catch(() => undefined);
        return image.naturalWidth;
      }),
    ),
  );

/** Opens a media URL on its own, as the card's link does, and returns how long Chromium says it lasts. */
async function playableSeconds(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.locator('video').evaluate(
    (media: HTMLMediaElement) =>
      new Promise<number>((resolve, reject) => {
        if (media.readyState >= 1) resolve(media.duration);
        media.addEventListener('loadedmetadata', () => resolve(media.duration));
        media.addEventListener('error', () =>
          reject(new Error(`no se pudo reproducir: ${media.error?.code}`)),
        );
      }),
  );
}

test('every teaching card shows an illustration, and a demo audio and video play', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/teachings');
  const covers = await page
    .locator('[data-teaching] img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(covers.length).toBeGreaterThanOrEqual(20);
  expect(
    covers.every((src) => /\/storage\/v1\/object\/public\/illustrations\/seed\/[\w-]+\.svg$/.test(src)),
  ).toBe(true);
  expect(await decodedWidths(page, '[data-teaching] img')).not.toContain(0);

  // Each card opens the teaching's own page, whose player holds the demo file.
  const link = (title: string) =>
    page.locator('[data-teaching]').filter({ hasText: title }).getByRole('link').getAttribute('href');
  const mediaOf = async (title: string, selector: string) => {
    const teachingPage = await page.context().newPage();
    await teachingPage.goto((await link(title))!);
    const src = await teachingPage.locator(selector).first().getAttribute('src');
    await teachingPage.close();
    return src!;
  };
  const audio = await mediaOf('Meditación: Salmo 23', 'audio');
  const video = await mediaOf('Escuela de oración: el Padre Nuestro', 'video');
  expect(audio).toMatch(/\/teaching_media\/seed\/audios\/meditacion-salmo-23\.mp3$/);
  expect(video).toMatch(/\/teaching_media\/seed\/videos\/escuela-de-oracion-padre-nuestro\.mp4$/);

  // A player seeks with byte ranges: Storage answers them as Supabase Storage does.
  const range = await page.request.get(audio, { headers: { Range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-type']).toBe('audio/mpeg');
  expect((await range.body()).length).toBe(100);

  expect(await playableSeconds(page, audio)).toBeCloseTo(11.8, 0);
  expect(await playableSeconds(page, video)).toBeCloseTo(6.8, 0);
});

for (const path of ['/blog/meditaciones', '/blog/pastor', '/blog/destacados']) {
  test(`${path} lists demo posts with their illustrations`, async ({ page, consoleErrors: _ }) => {
    await page.goto(path);
    const widths = await decodedWidths(page, 'main article img');
    expect(widths.length).toBeGreaterThanOrEqual(2);
    expect(widths).not.toContain(0);
  });
}

test('/about shows the founder’s illustrated portrait', async ({ page, consoleErrors: _ }) => {
  await page.goto('/about');
  const portrait = page.getByRole('img', { name: 'Retrato ilustrado del Pastor Daniel Herrera' });
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
});
