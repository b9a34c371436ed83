import { axeViolations, expect, test } from './support/fixtures.ts';

test('a visitor opens the home page and finds the ministry, with no accessibility violations', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Palabra Viva/);
  expect(await axeViolations(page)).toEqual([]);
});

test('the header keeps its links on one row and «Planea tu visita» within reach', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  const header = page.locator('#site-header');
  // Every link and button of the bar on one line (a wrapped label doubles its height), nothing off screen.
  const heights = await header
    .locator(':scope > div')
    .locator('a, button, summary')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map(
          (element) => [element.textContent?.trim() ?? '', element.getBoundingClientRect().height] as const,
        ),
    );
  for (const [label, height] of heights) expect(height, `«${label}» en una línea`).toBeLessThanOrEqual(48);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The visit is one tap away: in the bar where there is room, else first in the menu.
  const visit = header.getByRole('link', { name: 'Planea tu visita' });
  if ((page.viewportSize()?.width ?? 0) < 640) await header.getByRole('button', { name: 'Menú' }).click();
  await expect(visit.filter({ visible: true })).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Inicio' }).filter({ visible: true })).toHaveCount(1);
});
