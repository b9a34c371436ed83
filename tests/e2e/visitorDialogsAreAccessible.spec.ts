import { axeViolations, expect, test } from './support/fixtures.ts';

// The overlays and panels the other visitor journeys do not put under axe: the careers modal's list
// view and general form, the mobile menu, the teachings filter panel and the second legal tab.

test('the careers modal list and general application views pass axe', async ({ page, consoleErrors: _ }) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Ver Detalles' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Volver a Posiciones' }).click();
  await expect(dialog.getByRole('heading', { name: 'Posiciones Disponibles' })).toBeVisible();
  expect(await axeViolations(page), 'lista').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.locator('button[data-open-dialog="job"]:not([data-job-id])').click();
  await expect(dialog.getByLabel('Posición de Interés')).toBeVisible();
  expect(await axeViolations(page), 'solicitud general').toEqual([]);
});

test('the mobile menu, the open filter panel and the second legal tab pass axe', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/about');
  await page.locator('#menu-button').click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await axeViolations(page), 'menú móvil').toEqual([]);

  await page.goto('/teachings');
  await page.getByRole('button', { name: 'Mostrar Filtros' }).click();
  await expect(page.getByRole('button', { name: 'Ocultar Filtros' })).toBeVisible();
  expect(await axeViolations(page), 'filtros abiertos').toEqual([]);

  await page.goto('/legal');
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page), 'segunda pestaña legal').toEqual([]);
});
