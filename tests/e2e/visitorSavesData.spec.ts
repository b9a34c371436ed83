import type { Page, Request } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';

// Issue 31 item 4: «Ahorro de datos». When the browser asks to save data, or the visitor turns the footer's
// switch on (remembered on the device), photos come at their smallest size (an uploaded photo's 320 px twin)
// or, without one, wait to be asked for like the map; nothing autoplays, and the players say what they cost.

/** Photos: every image request that is not the site's own artwork (logo, icons) in the build. */
function photoRequests(page: Page): Request[] {
  const photos: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/storage/v1/')) photos.push(request);
  });
  return photos;
}

/** Embeds: every page a frame inside the page asks for (the map on /contact). */
function embedRequests(page: Page): string[] {
  const embeds: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
      embeds.push(request.url());
  });
  return embeds;
}

/** The browser's own «save data» signal (navigator.connection.saveData), as a phone in data-saver mode sends. */
async function browserAsksToSaveData(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

const NOTICE = 'Ahorro de datos activado: fotos pequeñas; mapas y videos esperan a que los pidas.';

test('with Save-Data, photos and the map wait for a tap and the players say their cost', async ({ page }) => {
  await browserAsksToSaveData(page);
  const photos = photoRequests(page);

  await page.goto('/blog/que-es-el-reino-de-dios');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ahorro', '');
  // Scrolled through to the end: lazy photos would have loaded by now.
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  expect(photos.map((request) => request.url())).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // «Mostrar las fotos de esta página» brings this page's photos.
  await page.keyboard.press('Home');
  await page.getByLabel('Mostrar las fotos de esta página').check();
  const featured = page.locator('img[data-foto]').first();
  await expect(featured).toBeVisible();
  await expect
    .poll(() => featured.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(photos.length).toBeGreaterThan(0);

  // The map on /contact waits for its own tap.
  const mapRequests = embedRequests(page);
  await page.goto('/contact');
  const map = page.locator('[data-embed-reveal] iframe');
  await page.getByLabel('Mostrar el mapa').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(map).toBeHidden();
  expect(mapRequests).toEqual([]);
  await page.getByLabel('Mostrar el mapa').check();
  await expect(map).toBeVisible();
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);

  // An audio teaching: nothing plays or downloads by itself, and both buttons say what they cost.
  await page.goto('/audios/meditacion-salmo-23');
  const player = page.locator('audio[data-player]');
  expect(
    await player.evaluate((audio: HTMLAudioElement) => ({
      autoplay: audio.autoplay,
      paused: audio.paused,
      preload: audio.preload,
    })),
  ).toEqual({ autoplay: false, paused: true, preload: 'none' });
  await expect(page.getByText(/^Escucharlo completo gasta unos \d+,\d MB de datos\.$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Guardar para escuchar sin conexión \(\d+,\d MB\)/ }),
  ).toBeVisible();
  expect(await page.locator('video[autoplay], audio[autoplay]').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

// The demo conference's cover went through staff-upload, which stored its 320 px twin beside it
// (supabase/seeds/events.sql): each mode fetches one of the two, never both.
const UPLOADED_PHOTO_PAGE = '/eventos/conferencia-venga-tu-reino';
const FULL_PHOTO = /\/blog_images\/public\/\d+-portada-amanecer\.webp$/;
const SMALL_TWIN = /\/blog_images\/public\/\d+-portada-amanecer_thumb\.webp$/;

test('with Save-Data, an uploaded photo comes at its smallest size and the full one only when asked', async ({
  page,
}) => {
  await browserAsksToSaveData(page);
  const photos = photoRequests(page);
  await page.goto(UPLOADED_PHOTO_PAGE);
  await expect(page.getByText(NOTICE)).toBeVisible();
  const twin = page.locator('img[data-foto-ligera]');
  await expect(twin).toBeVisible();
  await expect.poll(() => twin.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await expect(page.locator('img[data-foto]')).toBeHidden();
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  expect(photos.map((request) => request.url())).toEqual([expect.stringMatching(SMALL_TWIN)]);
  expect(await axeViolations(page)).toEqual([]);

  // «Mostrar las fotos de esta página» brings the full photo in its place.
  await page.keyboard.press('Home');
  await page.getByLabel('Mostrar las fotos de esta página').check();
  const full = page.locator('img[data-foto]');
  await expect(full).toBeVisible();
  await expect(twin).toBeHidden();
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  expect(photos.map((request) => request.url())).toEqual([
    expect.stringMatching(SMALL_TWIN),
    expect.stringMatching(FULL_PHOTO),
  ]);

  // The home carousel shows a testimonial photo by its twin already: the smallest size, shown in this mode too.
  await page.goto('/');
  const testimonialPhoto = page.locator('[data-carousel="testimonials"] img').first();
  await expect(testimonialPhoto).toHaveAttribute('src', /\/testimonial_photos\/.+_thumb\.webp$/);
  expect(await testimonialPhoto.evaluate((image) => getComputedStyle(image).display)).not.toBe('none');
});

test('without it, the same page loads the full photo and never its twin', async ({ page }) => {
  const photos = photoRequests(page);
  await page.goto(UPLOADED_PHOTO_PAGE);
  await expect(page.getByText(NOTICE)).toBeHidden();
  const full = page.locator('img[data-foto]');
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await expect(page.locator('img[data-foto-ligera]')).toBeHidden();
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  expect(photos.map((request) => request.url())).toEqual([expect.stringMatching(FULL_PHOTO)]);
  expect(await axeViolations(page)).toEqual([]);
});

test('without it, the map on /contact still waits for the visitor’s first move', async ({ page }) => {
  // Headless Chromium sends a mousemove of zero distance at (0, 0) as a page loads, which the loader can take
  // for a first move, depending on which comes first; no phone does. Keep that one from the page.
  await page.addInitScript(() =>
    window.addEventListener(
      'mousemove',
      (event) => {
        if (event.movementX === 0 && event.movementY === 0) event.stopImmediatePropagation();
      },
      { capture: true },
    ),
  );
  const mapRequests = embedRequests(page);
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  // Near the top on a phone, a lazy map would load at once, beside the page's own first paint.
  expect(mapRequests).toEqual([]);
  await page.getByRole('heading', { name: 'Encuéntranos' }).scrollIntoViewIfNeeded();
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  await expect(page.locator('[data-embed-reveal] iframe')).toBeVisible();
});

test('the footer switch turns it on and off, and the choice holds on the next pages', async ({ page }) => {
  const photos = photoRequests(page);
  await page.goto('/gpt-experto');
  const saver = page.getByRole('switch', { name: 'Ahorro de datos' });
  await saver.scrollIntoViewIfNeeded();
  await expect(saver).not.toBeChecked();
  await expect(page.getByText(NOTICE)).toBeHidden();

  await saver.check();
  await expect(page.getByText(NOTICE)).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.keyboard.press('End');
  await expect(saver).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(photos.map((request) => request.url())).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Off again, also remembered: the photos come back on the next page.
  await saver.uncheck();
  await page.goto('/blog');
  await expect(page.getByText(NOTICE)).toBeHidden();
  await page.keyboard.press('End');
  await expect(saver).not.toBeChecked();
  await expect.poll(() => photos.length).toBeGreaterThan(0);
});

test('a visitor who turned it off keeps it off even when the browser asks to save data', async ({ page }) => {
  await browserAsksToSaveData(page);
  await page.goto('/gpt-experto');
  const saver = page.getByRole('switch', { name: 'Ahorro de datos' });
  await saver.scrollIntoViewIfNeeded();
  await expect(saver).toBeChecked();
  await saver.uncheck();
  await page.goto('/about');
  await expect(page.getByText(NOTICE)).toBeHidden();
  await page.keyboard.press('End');
  await expect(page.getByRole('switch', { name: 'Ahorro de datos' })).not.toBeChecked();
});
