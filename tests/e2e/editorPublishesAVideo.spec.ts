import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an editor publishes a video and unpublishes it again', async ({ page, consoleErrors: _ }, testInfo) => {
  const title = `Estudio en video ${testInfo.project.name} ${Date.now()}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/videos/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('URL del video').fill('https://media.example.org/videos/estudio');
  await page.getByLabel('Duración (segundos)').fill('diez');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert')).toContainText('La duración debe ser un número.');
  await page.getByLabel('Duración (segundos)').fill('600');
  await page.getByLabel('Etiquetas (separadas por comas)').fill('fe, estudio');
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video creado' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/videos$/);

  const { data: video } = await serviceClient().from('videos').select('*').eq('title', title).single();
  expect(video).toMatchObject({ duration_seconds: 600, tags: ['fe', 'estudio'], is_published: true });
  expect(video?.published_at).not.toBeNull();

  await page.getByLabel('Buscar por título o URL').fill(title);
  await page.getByRole('link', { name: `Editar ${title}` }).click();
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video actualizado' })).toBeVisible();
  const { data: draft } = await serviceClient().from('videos').select('*').eq('id', video!.id).single();
  expect(draft).toMatchObject({ is_published: false, published_at: null });
});
