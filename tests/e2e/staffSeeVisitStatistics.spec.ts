import type { Locator, Page } from '@playwright/test';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

// Visits counted without cookies: three public pages report their view after loading (one of them an
// article, which counts as a teaching read), and staff see them on the dashboard's Visitas and on
// Estadísticas, as charts and as tables. Other journeys visit pages at the same time, so figures are
// compared as "at least this many more". The rankings show the ten most visited: the article is read three
// times, so it outranks pages the other journeys open a few times each (ties went to them).
const PAGES = [
  { path: '/', h1: /Reino de Dios/, reads: 1 },
  { path: '/about', h1: /.+/, reads: 1 },
  { path: '/blog/que-es-el-reino-de-dios', h1: '¿Qué es el Reino de Dios?', reads: 3 },
];

const count = (text: string) => Number(text.replace(/\D/g, ''));

/** Views of the last 30 days as stored, read with the service role. */
async function storedViews(): Promise<number> {
  const { data, error } = await serviceClient().rpc('visit_totals', { days: 30 });
  if (error) throw error;
  return data.reduce((sum, day) => sum + day.views, 0);
}

/** The hits of one row of a ranking's table, by its first cell; 0 when the row is not there. */
async function hitsOf(ranking: Locator, label: string): Promise<number> {
  const row = ranking
    .getByRole('row')
    .filter({ has: ranking.page().getByRole('rowheader', { name: label }) });
  return (await row.count()) === 0 ? 0 : count((await row.getByRole('cell').first().textContent()) ?? '');
}

async function visitAsAVisitor(page: Page): Promise<void> {
  for (const { path, h1 } of PAGES.flatMap((page) => Array(page.reads).fill(page))) {
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/rest/v1/rpc/record_page_view') && response.status() === 204,
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await reported;
  }
}

test('visits recorded from three pages show on the dashboard and on Estadísticas', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(90_000);
  const before = await storedViews();
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitAsAVisitor(visitor);
  await visitor.close();

  await signInAs(page, 'editor@example.org');
  const figure = page.getByRole('definition').filter({
    has: page.locator('xpath=preceding-sibling::dt[1][normalize-space()="Visitas (últimos 30 días)"]'),
  });
  await expect(figure).toHaveText(/^[\d.]+$/);
  expect(count((await figure.textContent()) ?? '')).toBeGreaterThanOrEqual(before + PAGES.length);
  await page.screenshot({ path: testInfo.outputPath('dashboard.png') });

  await openMenu(page);
  await page.getByRole('link', { name: 'Estadísticas' }).first().click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
  const views = page.getByRole('definition').first();
  await expect(views).toHaveText(/^[\d.]+$/);
  expect(count((await views.textContent()) ?? '')).toBeGreaterThanOrEqual(before + PAGES.length);

  const pages = page.getByRole('region', { name: 'Páginas más vistas' });
  for (const path of ['/', '/about', PAGES[2]!.path]) expect(await hitsOf(pages, path)).toBeGreaterThan(0);
  const teachings = page.getByRole('region', { name: 'Enseñanzas más abiertas' });
  expect(await hitsOf(teachings, '¿Qué es el Reino de Dios? Artículo')).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Dispositivos' }).getByRole('table')).toBeVisible();
  await expect(page.locator('[data-chart="daily"] svg')).toBeVisible();

  // The day-by-day table behind its disclosure, then another period: the URL keeps it for Back.
  await page.getByText('Ver los datos por día').click();
  await expect(page.getByRole('table', { name: 'Visitas por día' }).getByRole('row')).toHaveCount(31);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('estadisticas.png'), fullPage: true });

  await page.getByText('Últimos 90 días').click();
  await expect(page).toHaveURL(/\?dias=90$/);
  await page.getByText('Ver los datos por día').click();
  await expect(page.getByRole('table', { name: 'Visitas por día' }).getByRole('row')).toHaveCount(91);
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Últimos 30 días' })).toBeChecked();
});

test('members of other areas cannot open Estadísticas', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'pastoral@example.org');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Sin acceso a esta sección' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toHaveCount(0);
});
