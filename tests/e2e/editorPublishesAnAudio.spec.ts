import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an editor publishes an audio and finds it by title', async ({ page, consoleErrors: _ }, testInfo) => {
  const title = `Mensaje del domingo ${testInfo.project.name} ${Date.now()}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/audios/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('URL del audio').fill('https://media.example.org/audios/domingo.mp3');
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio creado' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audios$/);

  await page.getByLabel('Buscar por título, URL o serie').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('editor@example.org');
  await expect(row).toContainText('Publicado');
  const { data: audio } = await serviceClient().from('audios').select('*').eq('title', title).single();
  expect(audio).toMatchObject({ title, is_published: true, cover_art_url: null, duration_seconds: null });
  expect(audio?.published_at).not.toBeNull();

  await row.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio eliminado' })).toBeVisible();
});
