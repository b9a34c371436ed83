import { AREA_SCREENS } from '../../admin/src/features/site/siteAreas.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openArea } from './support/siteAreas.ts';
import { openMenu, signInAs } from './support/staff.ts';

// Every screen of /admin/sitio passes axe at a phone's width and a desktop's (playwright.config.ts runs
// this file in both projects): the index, and each area's form as an admin sees it.

test('every Sitio screen is accessible', async ({ page, consoleErrors: _ }, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin@example.org');
  await openMenu(page);
  await page.getByRole('link', { name: 'Sitio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sitio' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const [area, screen] of Object.entries(AREA_SCREENS)) {
    await openArea(page, area, screen.title);
    expect(await axeViolations(page), area).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`sitio-${area}.png`) });
  }
});
