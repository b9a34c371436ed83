import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { axeViolations, expect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';
import { signInAs } from './support/staff.ts';

// Issue 6: with `npm start` running, what the admin publishes is served without anyone building.

test.describe.configure({ mode: 'serial' });

test('an editor publishes a post and it is served with no other action; unpublishing removes it', async ({
  page,
  browser,
  product,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(240_000);
  // Issue 31: a visitor whose service worker already keeps /blog/ (opened before the publish) sees the new
  // post on the next visit online: a new build reaches people with the installed app too.
  const visitor = await browser.newContext({ baseURL: product.siteUrl });
  const reader = await visitor.newPage();
  await reader.goto('/blog/');
  await reader.keyboard.press('Shift');
  await reader.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => reader.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await reader.reload();

  await signInAs(page, 'editor@example.org');
  const panel = page.getByRole('region', { name: 'Sitio público' });
  await expect(panel).toContainText('Última publicación:');
  await expect(panel.getByRole('button', { name: 'Publicar sitio ahora' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const title = `Vivir el Reino ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page
    .getByLabel('Descripción', { exact: true })
    .fill('Publicado desde el panel, servido sin reiniciar.');
  await page.getByRole('button', { name: 'Markdown', exact: true }).click();
  await page.getByLabel('Contenido (Markdown)').fill('# El Reino\n\nTexto publicado en vivo.');
  const slug = await page.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^vivir-el-reino-/);
  await expect(page.request.get(`${product.siteUrl}/blog/${slug}/`).then((r) => r.status())).resolves.toBe(
    404,
  );

  const published = Date.now();
  await page.getByRole('button', { name: 'Publicar Ahora' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post creado con éxito' })).toBeVisible();
  const live = await waitForSite(
    product,
    `/blog/${slug}/`,
    (status, body) => status === 200 && body.includes(title),
    published,
  );
  testInfo.annotations.push({ type: 'publish-to-live', description: `${live} ms` });
  await reader.goto('/blog/');
  await expect(reader.getByRole('link', { name: title }).first()).toBeVisible();
  expect(await reader.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await visitor.close();

  await page.getByRole('switch', { name: 'Publicado' }).click();
  const unpublished = Date.now();
  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post actualizado con éxito' })).toBeVisible();
  await waitForSite(product, `/blog/${slug}/`, (status) => status === 404, unpublished);
});

test('approving a testimonial shows it on the home page', async ({
  page,
  product,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(240_000);
  const name = `Rut ${testInfo.project.name} ${Date.now()}`;
  const visitor = createClient<Database>(product.apiUrl, product.publishableKey, {
    auth: { persistSession: false },
  });
  const { error } = await visitor
    .from('testimonials')
    .insert({ name, email: null, country: 'Ecuador', testimonial_text: 'El Señor me sostuvo.' });
  expect(error).toBeNull();

  await signInAs(page, 'pastoral@example.org');
  await page.goto('/admin/testimonials?status=pending');
  await page.getByLabel('Buscar por nombre, país o texto').fill(name);
  const approved = Date.now();
  await page.getByRole('button', { name: `Aprobar testimonio de ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonio aprobado' })).toBeVisible();
  await waitForSite(product, '/', (status, body) => status === 200 && body.includes(name), approved);
});

test("'Publicar sitio ahora' rebuilds at once and the dashboard follows the build", async ({
  page,
  product,
  consoleErrors: _,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin@example.org');
  const panel = page.getByRole('region', { name: 'Sitio público' });
  const builds = () => product.output().match(/Sitio actualizado en/g)?.length ?? 0;
  const buildsBefore = builds();
  await panel.getByRole('button', { name: 'Publicar sitio ahora' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicación solicitada' })).toBeVisible();
  await expect.poll(builds, { timeout: 60_000 }).toBeGreaterThan(buildsBefore);
  await expect(panel).toContainText('Última publicación:', { timeout: 60_000 });
  await expect(panel).not.toContainText('en curso', { timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
});
