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
