import { axeViolations, expect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';
import {
  comingWeekday,
  openArea,
  publish,
  publishUntilLive,
  waitForSavedDraft,
} from './support/siteAreas.ts';
import { signInAs } from './support/staff.ts';

// Issue 27, Done-when: with `npm start` running, an editor changes the home page's hero, the founder's bio
// and adds an exception to the schedule, looks at the real pages built with the drafts at 390 and
// 1280 px, publishes, and visitors see it; «Restaurar» brings the previous version back.

test.describe.configure({ mode: 'serial' });

test('an editor previews, publishes and restores the site’s own texts', async ({
  page,
  product,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(900_000);
  const stamp = Date.now();
  const hero = `Bienvenidos a casa ${stamp}`;
  const bio = `Daniel sirve a la iglesia desde su juventud ${stamp}.`;
  const note = `No hay reunión por la convención ${stamp}`;
  await signInAs(page, 'editor@example.org');

  await openArea(page, 'home', 'Página de inicio');
  await page.getByRole('group', { name: 'Portada' }).getByLabel('Título', { exact: true }).fill(hero);
  await waitForSavedDraft(page);

  await openArea(page, 'about', 'Acerca de');
  await page.getByLabel('Párrafo 1', { exact: true }).fill(bio);
  await waitForSavedDraft(page);

  await openArea(page, 'schedule', 'Horario');
  await page.getByRole('button', { name: 'Añadir excepción' }).click();
  const exception = page.getByRole('group', { name: /^Excepción 1/ });
  await exception.getByLabel('Fecha').fill(comingWeekday(0));
  await exception.getByLabel('Reunión', { exact: true }).selectOption({ label: 'Servicio Dominical' });
  await exception.getByLabel('Nota para los visitantes').fill(note);
  await waitForSavedDraft(page);
  expect(await axeViolations(page)).toEqual([]);

  // Nothing is live yet: drafts never reach visitors.
  const home = await page.request.get(`${product.siteUrl}/`);
  expect(await home.text()).not.toContain(hero);

  await openArea(page, 'home', 'Página de inicio');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const phone = page.frameLocator('iframe[title="Vista previa a 390 px (teléfono)"]');
  const desktop = page.frameLocator('iframe[title="Vista previa a 1280 px (escritorio)"]');
  await expect(phone.getByRole('heading', { level: 1, name: hero })).toBeVisible({ timeout: 240_000 });
  await expect(desktop.getByRole('heading', { level: 1, name: hero })).toBeVisible();
  expect(await page.locator('iframe[title^="Vista previa a 390"]').getAttribute('width')).toBe('390');
  expect(await page.locator('iframe[title^="Vista previa a 1280"]').getAttribute('width')).toBe('1280');
  const previewPath = new URL(
    (await page.locator('iframe[title^="Vista previa a 390"]').getAttribute('src'))!,
    product.siteUrl,
  ).pathname;
  expect(previewPath).toMatch(/^\/vista-previa\/[\w-]{32}\/$/);
  expect((await page.request.get(`${product.siteUrl}/vista-previa/adivinado/`)).status()).toBe(404);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('vista-previa.png'), fullPage: true });

  // The three areas are published one after the other, as staff would after a morning's edits: the
  // product folds them into the rebuilds already queued, and each page shows its change.
  let since = Date.now();
  await publish(page);
  await openArea(page, 'about', 'Acerca de');
  await publish(page);
  await openArea(page, 'schedule', 'Horario');
  await publishUntilLive(page);
  await waitForSite(product, '/', (status, body) => status === 200 && body.includes(hero), since);
  await waitForSite(product, '/about/', (status, body) => status === 200 && body.includes(bio), since);
  await waitForSite(product, '/contact/', (status, body) => status === 200 && body.includes(note), since);
  testInfo.annotations.push({ type: 'publish-to-live', description: `${Date.now() - since} ms` });

  // A second version of the hero, then «Restaurar» brings the first one back to the live site.
  await openArea(page, 'home', 'Página de inicio');
  const second = `Una segunda portada ${stamp}`;
  await page.getByRole('group', { name: 'Portada' }).getByLabel('Título', { exact: true }).fill(second);
  await waitForSavedDraft(page);
  since = Date.now();
  await publishUntilLive(page);
  await waitForSite(product, '/', (status, body) => status === 200 && body.includes(second), since);

  await page.getByRole('button', { name: 'Historial' }).click();
  const history = page.getByRole('region', { name: 'Historial de publicaciones' });
  await expect(history.getByText(/editor@example\.org/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The newest version is live; the first «Restaurar» is the one before it (the first hero).
  const previous = history.getByRole('button', { name: /^Restaurar la versión \d+$/ }).first();
  const version = (await previous.getAttribute('aria-label'))!.replace(/\D/g, '');
  await previous.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Versión ${version} restaurada` })).toBeVisible();
  since = Date.now();
  await expect(page.getByText('En línea: los visitantes ya ven los cambios.')).toBeVisible({
    timeout: 180_000,
  });
  await waitForSite(
    product,
    '/',
    (status, body) => status === 200 && body.includes(hero) && !body.includes(second),
    since,
  );
  await expect(
    page.getByRole('group', { name: 'Portada' }).getByLabel('Título', { exact: true }),
  ).toHaveValue(hero);
  await expect(history.getByText(`restaura la versión ${version}`)).toBeVisible();
});
