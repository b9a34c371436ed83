import type { Page } from '@playwright/test';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failTable, toasts, uniqueName } from './support/visitor.ts';

test.use({ allowConsoleErrors: [[/503/, /409/, /Failed to load resource/], { scope: 'test' }] });

const email = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`;

async function openFromHome(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recibe Palabra Viva' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor subscribes from the participate card; the row records where', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const address = email(uniqueName('suscriptor', testInfo));
  const dialog = await openFromHome(page);
  expect(await axeViolations(page)).toEqual([]);
  await expect(dialog.getByLabel('Quiero recibir reflexiones semanales')).toBeChecked();
  await dialog.getByLabel('Correo Electrónico').fill(address);
  await dialog.getByLabel('Nombre').fill('José Núñez');
  await dialog.getByLabel('País').fill('España');
  await dialog.getByRole('button', { name: 'Suscribirme' }).dblclick();
  await expect(toasts(page).filter({ hasText: '¡Suscripción Exitosa!' })).toContainText(
    'Gracias por unirte. Recibirás Palabra Viva en tu correo.',
  );
  await expect(dialog).toBeHidden();
  const { data } = await serviceClient()
    .from('subscribers')
    .select('email, name, country, wants_reflections, subscribed_via, is_active')
    .eq('email', address);
  expect(data).toEqual([
    {
      email: address,
      name: 'José Núñez',
      country: 'España',
      wants_reflections: true,
      subscribed_via: 'ParticipateSection',
      is_active: true,
    },
  ]);
});

test('the same email again gets the neutral "already subscribed" answer', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const address = email(uniqueName('repetido', testInfo));
  await serviceClient()
    .from('subscribers')
    .insert({ email: address, country: 'Chile', subscribed_via: 'Unknown' });
  await page.goto('/blog/suscripciones');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recibe Palabra Viva' });
  await dialog.getByLabel('Correo Electrónico').fill(address.toUpperCase());
  await dialog.getByLabel('Nombre').fill('Otra persona');
  await dialog.getByLabel('País').fill('Perú');
  await dialog.getByLabel('Quiero recibir reflexiones semanales').uncheck();
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: 'Ya estás suscrito' })).toContainText(
    'Este correo electrónico ya está registrado en nuestra lista.',
  );
  const { data } = await serviceClient().from('subscribers').select('name, country').ilike('email', address);
  expect(data).toEqual([{ name: null, country: 'Chile' }]);
});

test('a visitor subscribing from the blog is recorded as BlogHighlightSection', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const address = email(uniqueName('blog', testInfo));
  await page.goto('/blog/suscripciones');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recibe Palabra Viva' });
  await dialog.getByLabel('Correo Electrónico').fill(address);
  await dialog.getByLabel('Nombre').fill('Lectora');
  await dialog.getByLabel('País').fill('Argentina');
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: '¡Suscripción Exitosa!' })).toBeVisible();
  const { data } = await serviceClient().from('subscribers').select('subscribed_via').eq('email', address);
  expect(data).toEqual([{ subscribed_via: 'BlogHighlightSection' }]);
});

test('email and country are required; a failure keeps the form; cancel resets it', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const address = email(uniqueName('fallo', testInfo));
  const dialog = await openFromHome(page);
  await dialog.getByLabel('Nombre').fill('Ana');
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: 'Correo requerido' })).toContainText(
    'Por favor, ingresa tu correo electrónico.',
  );
  await dialog.getByLabel('Correo Electrónico').fill(address);
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: 'País requerido' })).toContainText(
    'Por favor, ingresa tu país.',
  );

  await dialog.getByLabel('País').fill('Bolivia');
  const restore = await failTable(page, 'subscribers');
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al suscribirse' })).toContainText(
    'El servidor no pudo atender la petición ahora.',
  );
  await expect(dialog.getByLabel('Correo Electrónico')).toHaveValue(address);
  await restore();
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: '¡Suscripción Exitosa!' })).toBeVisible();
  const { count } = await serviceClient()
    .from('subscribers')
    .select('id', { count: 'exact', head: true })
    .eq('email', address);
  expect(count).toBe(1);

  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await page.getByRole('dialog').getByLabel('País').fill('Perú');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByRole('dialog').getByLabel('País')).toHaveValue('');
  await expect(page.getByRole('dialog').getByLabel('Quiero recibir reflexiones semanales')).toBeChecked();
});
