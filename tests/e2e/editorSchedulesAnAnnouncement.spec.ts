import { createClient } from '@supabase/supabase-js';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '#core/database.types.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { axeViolations, expect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';

// Issue 27 item 4: an announcement staff publish appears on every public page at its start and goes at its
// end by itself, stays closed for a visitor who closed it, and moves nothing on the page. The browser's
// clock is Playwright's (page.clock); the window is in the ministry's zone, as the admin's fields write it.

const ZONE = siteDefaults.identity.timeZone;
const TEXT = 'Retiro de jóvenes: inscripciones abiertas';

/** The ministry's wall clock, to the minute, `minutes` from now, and that minute as an instant. */
function wallClock(minutes: number) {
  const at = Temporal.Now.zonedDateTimeISO(ZONE)
    .add({ minutes })
    .round({ smallestUnit: 'minute', roundingMode: 'floor' });
  return { text: at.toPlainDateTime().toString().slice(0, 16), instant: at.epochMilliseconds };
}

test('an editor schedules an announcement: it appears at its start, goes at its end, and stays closed once closed', async ({
  page,
  product,
  consoleErrors: _,
}) => {
  test.setTimeout(600_000);
  const start = wallClock(10);
  const end = wallClock(20);
  const editor = createClient<Database>(product.apiUrl, product.publishableKey, {
    auth: { persistSession: false },
  });
  const signedIn = await editor.auth.signInWithPassword({
    email: 'editor@example.org',
    password: 'demo-password-123',
  });
  expect(signedIn.error).toBeNull();
  const published = await editor.rpc('publish_site_content', {
    area: 'banner',
    content: {
      enabled: true,
      text: TEXT,
      linkLabel: 'Ver horarios',
      link: '/contact#horarios',
      start: start.text,
      end: end.text,
    },
    draft_version: 0,
  });
  expect(published.error).toBeNull();
  await waitForSite(product, '/', (status, body) => status === 200 && body.includes(TEXT), Date.now());

  // Ten minutes early: the rebuilt pages carry it, hidden.
  await page.clock.install({ time: start.instant - 60_000 });
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Anuncio' });
  await expect(banner).toBeHidden();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();

  await page.clock.fastForward(61_000);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(TEXT);
  await expect(banner.getByRole('link', { name: 'Ver horarios' })).toHaveAttribute(
    'href',
    '/contact#horarios',
  );
  // Fixed over the page: showing it moved nothing.
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/about');
  await expect(banner).toBeVisible();
  await page.clock.fastForward(end.instant - start.instant);
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeHidden();

  // Inside the window again: «Cerrar» hides it on this page and every page after.
  await page.clock.setSystemTime(start.instant + 60_000);
  await page.goto('/contact');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Cerrar anuncio' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});
