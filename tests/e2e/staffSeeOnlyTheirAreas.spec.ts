import { expect, test } from './support/fixtures.ts';
import { createUserWithoutRole, openMenu, signInAs } from './support/staff.ts';

test('an editor sees neither donations nor prayer requests, in the menu or by address', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'editor@example.org');
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Menú del panel' });
  await expect(menu.getByRole('link', { name: 'Gestión de Blogs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Donaciones' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Peticiones de oración' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Solicitudes de empleo' })).toHaveCount(0);
  const donations = page
    .locator('dt', { hasText: 'Donaciones este mes' })
    .locator('xpath=following-sibling::dd');
  await expect(donations).toHaveText('No disponible');

  // A staff member whose role lacks an area is told so, with the role, not that they have no role.
  await page.goto('/admin/donations');
  await expect(page.getByRole('heading', { name: 'Sin acceso a esta sección' })).toBeVisible();
  await expect(page.getByText('Tu rol (Editor) no incluye esta sección.')).toBeVisible();
  await page.goto('/admin/prayers');
  await expect(page.getByRole('heading', { name: 'Sin acceso a esta sección' })).toBeVisible();
});

test('the pastoral team sees prayer requests and testimonials but not content', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'pastoral@example.org');
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Menú del panel' });
  await expect(menu.getByRole('link', { name: 'Peticiones de oración' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Testimonios' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gestión de Blogs' })).toHaveCount(0);
  await page.goto('/admin/prayers');
  await expect(page.getByRole('heading', { name: 'Peticiones de oración', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});

test('a signed-in user without a staff role sees the no-access screen and no data', async ({
  page,
  consoleErrors: _,
}) => {
  const user = await createUserWithoutRole();
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/rest/v1/') && !url.includes('/rest/v1/users')) dataRequests.push(url);
  });
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Sin acceso al panel' })).toBeVisible();
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { name: 'Sin acceso al panel' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(dataRequests).toEqual([]);
});
