import { staffAccount } from './support/authEmail.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

test('a visitor without a session is sent to the login screen', async ({ page, consoleErrors: _ }) => {
  await page.goto('/admin/blogs');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('with wrong credentials', () => {
  // The browser logs the API's 400 answer; that is the point of this journey.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('wrong credentials show the authentication error', async ({ page, consoleErrors: _ }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('admin@example.org');
    await page.getByLabel('Contraseña').fill('clave-equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error de autenticación');
    await expect(alert).toContainText('Email o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

// Signing out ends every session of the account (supabase-js's global scope), so this journey signs in with an
// admin account of its own: with the demo admin it would also sign out the journeys beside it.
test('staff sign in, see the dashboard with real figures, and sign out', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const account = await staffAccount('admin', testInfo.project.name);
  await signInAs(page, account.email, account.password);
  await expect(page.getByRole('status').filter({ hasText: 'Inicio de sesión exitoso' })).toContainText(
    'Bienvenido al Panel de Administración.',
  );
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const visits = page.locator('dt', { hasText: 'Visitas' }).locator('xpath=following-sibling::dd');
  await expect(visits).toHaveText(/^\d[\d.]*$/);
  const content = page
    .locator('dt', { hasText: 'Contenido publicado' })
    .locator('xpath=following-sibling::dd');
  await expect(content).toHaveText(/^\d[\d.]*$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await openMenu(page);
  await expect(page.getByText(account.email).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an expired access token is refreshed and the staff member stays signed in', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'editor@example.org');
  // Listen first: the open page's auto-refresh ticker may notice the expiry before the reload does.
  const refresh = page.waitForRequest((request) => request.url().includes('grant_type=refresh_token'));
  // Make the stored session look expired; supabase-js must refresh it instead of signing out.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  });
  await page.goto('/admin/blogs');
  await refresh;
  await expect(page.getByRole('heading', { name: 'Gestión de Blogs' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});
