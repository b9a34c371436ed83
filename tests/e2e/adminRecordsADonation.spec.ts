import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an admin records a donation, corrects its status and deletes it', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const paymentId = `pi_e2e_${testInfo.project.name}_${Date.now()}`;
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/donations');
  await expect(page.getByRole('heading', { name: 'Donaciones', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nueva donación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Fecha de donación')).not.toHaveValue('');
  await dialog.getByLabel('Monto').fill('0');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El monto debe ser un número positivo.');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Nombre del donante').fill('Ana Pérez');
  await dialog.getByLabel('Email del donante').fill('ana.perez@example.org');
  await dialog.getByLabel('Monto').fill('25,50');
  await dialog.getByLabel('Moneda').fill('eur');
  await dialog.getByLabel('Estado').selectOption('succeeded');
  await dialog.getByLabel('ID de pago de Stripe').fill(paymentId);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Donación guardada' })).toBeVisible();

  const { data: stored } = await serviceClient()
    .from('donations')
    .select('*')
    .eq('stripe_payment_intent_id', paymentId)
    .single();
  expect(stored).toMatchObject({
    amount: 2550,
    currency: 'EUR',
    status: 'succeeded',
    donor_name: 'Ana Pérez',
  });

  await page.getByLabel('Buscar por email, nombre o ID de pago').fill(paymentId);
  const row = page.getByRole('row', { name: new RegExp(paymentId) });
  await expect(row).toContainText('25,50');
  await expect(row).toContainText('Completada');
  await expect(row.getByRole('link', { name: new RegExp(paymentId) })).toHaveAttribute(
    'href',
    `https://dashboard.stripe.com/payments/${paymentId}`,
  );

  await row.getByRole('button', { name: 'Editar donación de Ana Pérez' }).click();
  await expect(dialog.getByLabel('Monto')).toHaveValue('25.50');
  await dialog.getByLabel('Estado').selectOption('failed');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Donación actualizada' })).toBeVisible();
  await expect(row).toContainText('Fallida');

  await row.getByRole('button', { name: 'Eliminar donación de Ana Pérez' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Donación eliminada' })).toBeVisible();
  const { count } = await serviceClient()
    .from('donations')
    .select('id', { count: 'exact', head: true })
    .eq('stripe_payment_intent_id', paymentId);
  expect(count).toBe(0);
});
