import type { Page } from '@playwright/test';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { toasts, uniqueName } from './support/visitor.ts';

/** What the browser sends when the pointer leaves the window through the top edge. */
const leaveThroughTop = (page: Page) =>
  page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null })),
  );

const popup = (page: Page) => page.getByRole('dialog', { name: '¡Antes de irte!' });

/**
 * Opens the chat and waits for it: the islands are then mounted, so a popup the loader had asked for
 * would be on screen by now (it renders with the island host; the chat loads after it).
 */
async function islandsMounted(page: Page) {
  await page.getByRole('button', { name: 'Asistente de chat' }).click();
  await expect(page.getByRole('region', { name: /^Asistente / })).toBeVisible();
}

test('leaving through the top shows the popup once per session; it leads to a subscription', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const address = `${uniqueName('salida', testInfo).replace(/\W+/g, '.').toLowerCase()}@example.org`;
  await page.goto('/about');
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('exitIntentPopupShown'))).toBe('true');
  await popup(page).getByRole('button', { name: 'Recibir Reflexiones Semanales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recibe Palabra Viva' });
  await dialog.getByLabel('Correo Electrónico').fill(address);
  await dialog.getByLabel('Nombre').fill('Visitante');
  await dialog.getByLabel('País').fill('Uruguay');
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toasts(page).filter({ hasText: '¡Suscripción Exitosa!' })).toBeVisible();
  const { data } = await serviceClient().from('subscribers').select('subscribed_via').eq('email', address);
  expect(data).toEqual([{ subscribed_via: 'ExitIntentPopup' }]);

  await page.goto('/teachings');
  await leaveThroughTop(page);
  await islandsMounted(page);
  await expect(popup(page)).toHaveCount(0);
});

test('60 seconds without activity show it; "Pedir Oración" opens the prayer dialog', async ({
  page,
  consoleErrors: _,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward(59_000);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Pedir Oración' }).click();
  await expect(page.getByRole('dialog', { name: 'Pide Oración' })).toBeVisible();
});

test('"Seguir Explorando" closes it, and it never covers another open dialog', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  await expect(page.getByRole('dialog', { name: 'Comparte tu Historia' })).toBeVisible();
  await leaveThroughTop(page);
  // The loader decides in the event's own task and marks the session before showing anything: with the
  // mark absent, no popup was asked for.
  expect(await page.evaluate(() => sessionStorage.getItem('exitIntentPopupShown'))).toBeNull();
  await expect(popup(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Seguir Explorando' }).click();
  await expect(popup(page)).toHaveCount(0);
});
