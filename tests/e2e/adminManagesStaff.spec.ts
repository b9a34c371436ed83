import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an admin creates a staff account and changes its role', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const email = `nueva.${testInfo.project.name}.${Date.now()}@example.org`;
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña inicial').fill('clave-segura-123');
  await dialog.getByLabel('Rol').selectOption('editor');
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cuenta creada' })).toBeVisible();

  await page.getByLabel('Buscar por email').fill(email);
  const role = page.getByLabel(`Rol de ${email}`);
  await expect(role).toHaveValue('editor');
  await role.selectOption('pastoral');
  await expect(page.getByRole('status').filter({ hasText: 'Rol actualizado' })).toBeVisible();
  const { data } = await serviceClient().from('users').select('role').eq('email', email).single();
  expect(data?.role).toBe('pastoral');
  await expect(page.getByText('Administrador (tú)')).toHaveCount(0);
});
