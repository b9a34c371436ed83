import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';

// Issue 31 item 2: the site installs as an app, and the pages a visitor opened stay readable offline.

// Offline, what a page asks of the network (the visit beacon; an image never cached, which the worker
// answers with a network error) fails, as it should.
test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED/] });
// Each journey installs the worker, then reloads and plays offline: more than the 30 s default on shared CI.
test.describe.configure({ timeout: 90_000 });

/** The visitor's first move on a page (a key that changes nothing): the offline code loads with it. */
const firstMove = (page: Page) => page.keyboard.press('Shift');

/** Opens the home page and waits until the service worker controls it (registered on the first move). */
async function openWithServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await firstMove(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('Chromium finds the site installable: a Spanish manifest with icons and a service worker', async ({
  page,
  consoleErrors: _,
}) => {
  await openWithServiceWorker(page);
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors, data } = await devtools.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Palabra Viva', lang: 'es', display: 'standalone' });
});

test('offline, a page the visitor opened still reads and another shows the offline page', async ({
  page,
  context,
  consoleErrors: _,
}, testInfo) => {
  await openWithServiceWorker(page);
  await page.goto('/teachings/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/teachings/');
  await expect(page).toHaveTitle(/^Enseñanzas/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  const kept = page.getByRole('list', { name: 'Puedes leer sin conexión' });
  await expect(kept.getByRole('link', { name: 'Enseñanzas', exact: true })).toBeVisible();
  await expect(kept.getByRole('link', { name: 'Acerca de Nosotros' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await testInfo.attach(`sin-conexion-${testInfo.project.name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await kept.getByRole('link', { name: 'Enseñanzas', exact: true }).click();
  await expect(page).toHaveURL(/\/teachings\/$/);
  await expect(page).toHaveTitle(/^Enseñanzas/);
});

// Issue 31 item 3: a saved audio plays and seeks with the network off, and the visitor can delete it.
test('a visitor saves an audio teaching, plays and seeks it offline, then deletes it', async ({
  page,
  context,
  consoleErrors: _,
}, testInfo) => {
  await openWithServiceWorker(page);
  await page.goto('/audios/meditacion-salmo-23/');
  const save = page.getByRole('button', { name: /^Guardar para escuchar sin conexión \(\d+,\d MB\)$/ });
  // Its code arrives with the visitor's first move, never before.
  await expect(save).toBeDisabled();
  await firstMove(page);
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Guardado: puedes escucharlo sin conexión' }),
  ).toBeVisible();

  await context.setOffline(true);
  await page.goto('/audios/meditacion-salmo-23/');
  await firstMove(page);
  // Kept already: the page says so instead of offering to spend the data again.
  await expect(page.getByRole('status').filter({ hasText: 'Guardado: puedes escucharlo' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Guardar para escuchar sin conexión/ })).toBeDisabled();
  const position = await page.locator('audio[data-player]').evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
    const seeked = new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
    audio.currentTime = 8;
    await seeked;
    return audio.currentTime;
  });
  expect(position).toBeGreaterThanOrEqual(7.9);

  await page.goto('/guardados/');
  await expect(
    page.getByText(/^1 enseñanza guardada: ocupan \d+,\d MB en este dispositivo\.$/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meditación: Salmo 23' })).toHaveAttribute(
    'href',
    '/audios/meditacion-salmo-23/',
  );
  expect(await axeViolations(page)).toEqual([]);
  await testInfo.attach(`guardados-${testInfo.project.name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.getByRole('button', { name: 'Borrar «Meditación: Salmo 23» de este dispositivo' }).click();
  await expect(
    page.getByText(/se borró de este dispositivo\. Aún no has guardado ninguna enseñanza/),
  ).toBeVisible();
});
