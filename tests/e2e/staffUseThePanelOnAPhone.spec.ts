import { expect, test } from './support/fixtures.ts';

const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

const LISTS = [
  '/admin/blogs',
  '/admin/videos',
  '/admin/audios',
  '/admin/library',
  '/admin/donations',
  '/admin/series',
  '/admin/speakers',
];

test('at 360 px no admin list widens the page: wide tables scroll inside their box', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@example.org');
  await page.getByLabel('Contraseña').fill('demo-password-123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  for (const path of LISTS) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(PHONE.width);
  }
});
