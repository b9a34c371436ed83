import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';

/**
 * Opens /en-vivo with the browser clock set `offsetMs` from the start of the next broadcast the page was
 * built with (weekly services and online events, as its script reads them); returns that broadcast and
 * the YouTube requests made so far (there must be none before the visitor presses play).
 */
async function openLivePage(page: Page, offsetMs: number) {
  const youtube: string[] = [];
  page.on(
    'request',
    (request) => /youtube|ytimg|googlevideo/.test(request.url()) && youtube.push(request.url()),
  );
  await page.goto('/en-vivo');
  const slots = JSON.parse((await page.locator('[data-live-root]').getAttribute('data-slots')) ?? '[]');
  const next = slots[0] as { name: string; start: number };
  expect(next).toBeDefined();
  await page.clock.install({ time: next.start + offsetMs });
  await page.reload();
  expect(await axeViolations(page)).toEqual([]);
  return { next, youtube };
}

test('before a service the visitor sees a countdown, and no YouTube request is made', async ({
  page,
  consoleErrors: _,
}) => {
  const { next, youtube } = await openLivePage(page, -10 * 60_000);
  await expect(page.getByText(`Próxima transmisión: ${next.name}`)).toBeVisible();
  await expect(page.getByText(/Comienza en (0?9 min \d\d s|10 min 00 s)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver la transmisión en vivo' })).toBeHidden();
  expect(youtube).toEqual([]);
});

test('during a service the live player loads only when the visitor presses play', async ({
  page,
  consoleErrors: _,
}) => {
  const { next, youtube } = await openLivePage(page, 5 * 60_000);
  await expect(page.getByText(`En vivo ahora: ${next.name}`)).toBeVisible();
  const play = page.getByRole('button', { name: 'Ver la transmisión en vivo' });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  await play.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/live_stream\?channel=/,
  );
  await expect(frame).toHaveAttribute('title', /Transmisión en vivo/);
});
