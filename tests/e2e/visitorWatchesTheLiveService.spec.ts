import { axeViolations, expect, test } from './support/fixtures.ts';

/** The slots /en-vivo was built with (weekly services and online events), as its script reads them. */
async function builtSlots(page: import('@playwright/test').Page) {
  const text = await page.locator('[data-live-root]').getAttribute('data-slots');
  return JSON.parse(text ?? '[]') as { name: string; start: number; end: number }[];
}

test('before a service the visitor sees a countdown, and no YouTube request is made', async ({
  page,
  consoleErrors: _,
}) => {
  const youtube: string[] = [];
  page.on(
    'request',
    (request) => /youtube|ytimg|googlevideo/.test(request.url()) && youtube.push(request.url()),
  );
  await page.goto('/en-vivo');
  const [next] = await builtSlots(page);
  expect(next).toBeDefined();
  // Ten minutes before the next service.
  await page.clock.install({ time: next!.start - 10 * 60_000 });
  await page.reload();
  await expect(page.getByText(`Próxima transmisión: ${next!.name}`)).toBeVisible();
  await expect(page.getByText(/Comienza en 0?9 min \d\d s|Comienza en 10 min 00 s/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver la transmisión en vivo' })).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  expect(youtube).toEqual([]);
});

test('during a service the live player loads only when the visitor presses play', async ({
  page,
  consoleErrors: _,
}) => {
  const youtube: string[] = [];
  page.on(
    'request',
    (request) => /youtube|ytimg|googlevideo/.test(request.url()) && youtube.push(request.url()),
  );
  await page.goto('/en-vivo');
  const [next] = await builtSlots(page);
  await page.clock.install({ time: next!.start + 5 * 60_000 });
  await page.reload();
  await expect(page.getByText(`En vivo ahora: ${next!.name}`)).toBeVisible();
  const play = page.getByRole('button', { name: 'Ver la transmisión en vivo' });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(youtube).toEqual([]);

  await play.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/live_stream\?channel=/,
  );
  await expect(frame).toHaveAttribute('title', /Transmisión en vivo/);
});
