import type { Page } from '@playwright/test';
import { siteDefaults } from '#core/siteConfig.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failFunction, toasts, uniqueName } from './support/visitor.ts';

// Requests go through the server function, which stores them with their private link.
const SEND_PRAYER = '**/.netlify/functions/send-prayer-request';

test.use({ allowConsoleErrors: [[/503/, /Failed to load resource/, /Failed to fetch/], { scope: 'test' }] });

async function open(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pedir Oración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pide Oración' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor asks for prayer; the request is stored private and not yet prayed for', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Marta', testInfo);
  const dialog = await open(page);
  await expect(dialog.getByLabel('Correo Electrónico (Opcional)')).toHaveAccessibleDescription(
    'Solo lo usaremos para darte seguimiento; nunca se mostrará públicamente.',
  );
  await expect(dialog.getByLabel('Motivo de Oración')).toHaveAttribute('rows', '5');
  // The consent names the configured days (the identity area's prayerWallDays, written on <html> at build).
  await expect(dialog.getByRole('group', { name: '¿Quién puede verla?' })).toHaveAccessibleDescription(
    new RegExp(`en /oracion durante ${siteDefaults.identity.prayerWallDays} días;`),
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Motivo de Oración').fill('Por la salud de mi madre 🙏 y por mi país');
  await dialog.getByRole('button', { name: 'Enviar Petición' }).dblclick();
  await expect(toasts(page).filter({ hasText: '¡Petición Enviada!' })).toContainText(
    'Hemos recibido tu motivo de oración. Estaremos orando por ti.',
  );
  await expect(dialog.getByRole('heading', { name: 'Tu enlace privado' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const { data } = await serviceClient()
    .from('prayer_requests')
    .select('email, request_text, is_public, is_prayed_for')
    .eq('name', name);
  expect(data).toEqual([
    {
      email: null,
      request_text: 'Por la salud de mi madre 🙏 y por mi país',
      is_public: false,
      is_prayed_for: false,
    },
  ]);
});

test('request and name are required; an outage keeps the text; a 10,000-character request is refused clearly', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Pedro', testInfo);
  const dialog = await open(page);
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Petición requerida' })).toContainText(
    'Por favor, escribe tu motivo de oración.',
  );
  await dialog.getByLabel('Motivo de Oración').fill('x'.repeat(10_000));
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Nombre requerido' })).toContainText(
    'Por favor, ingresa tu nombre.',
  );
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Texto demasiado largo' })).toContainText(
    'La petición no puede superar los 5000 caracteres.',
  );

  await dialog.getByLabel('Motivo de Oración').fill('Por mi familia');
  const restore = await failFunction(page, SEND_PRAYER);
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al enviar petición' })).toContainText(
    'servicio no disponible',
  );
  await expect(dialog.getByLabel('Motivo de Oración')).toHaveValue('Por mi familia');
  await restore();
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: '¡Petición Enviada!' })).toBeVisible();
  const { count } = await serviceClient()
    .from('prayer_requests')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(1);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await page.getByRole('button', { name: 'Pedir Oración' }).click();
  await page.getByRole('dialog').getByLabel('Nombre', { exact: true }).fill('Borrador');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pedir Oración' }).click();
  await expect(page.getByRole('dialog').getByLabel('Nombre', { exact: true })).toHaveValue('');
});

test('with the backend unreachable the visitor gets a Spanish connection message and keeps the text', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Sin red', testInfo);
  const dialog = await open(page);
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Motivo de Oración').fill('Por paz');
  await page.route(SEND_PRAYER, (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al enviar petición' })).toContainText(
    'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  );
  await expect(dialog.getByLabel('Motivo de Oración')).toHaveValue('Por paz');
  await page.unroute(SEND_PRAYER);
  await dialog.getByRole('button', { name: 'Enviar Petición' }).click();
  await expect(toasts(page).filter({ hasText: '¡Petición Enviada!' })).toBeVisible();
  const { count } = await serviceClient()
    .from('prayer_requests')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(1);
});

test('«Oré por ti» on the wall shows it was pressed and counted, also after a reload', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/oracion');
  // A demo request on the wall (supabase/seeds/prayer.sql); other journeys may pray for it too.
  const card = page.getByRole('article').filter({ hasText: 'que será operado del corazón' });
  const button = card.getByRole('button', { name: 'Oré por ti' });
  const count = async () => Number((await card.getByText(/\d+ persona/).textContent())?.match(/\d+/)?.[0]);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = await count();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(count).toBeGreaterThan(before);
  // Pressed looks pressed: the button turns green, not only its attribute.
  const navy = 'rgb(28, 54, 94)';
  await expect
    .poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(navy);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(card.getByRole('button', { name: 'Oré por ti' })).toHaveAttribute('aria-pressed', 'true');
  const other = page.getByRole('article').filter({ hasNotText: 'que será operado del corazón' }).first();
  await expect(other.getByRole('button', { name: 'Oré por ti' })).toHaveAttribute('aria-pressed', 'false');
});
