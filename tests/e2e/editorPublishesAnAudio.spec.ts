import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an editor publishes an audio in a series and finds it by series', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const series = `Serie ${testInfo.project.name} ${Date.now()}`;
  const title = `Mensaje del domingo ${testInfo.project.name}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/audios/new');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('URL del audio').fill('https://media.example.org/audios/domingo.mp3');
  await page.getByLabel('Serie').fill(series);
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio creado' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audios$/);

  await page.getByLabel('Buscar por título, URL o serie').fill(series);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('editor@example.org');
  await expect(row).toContainText('Publicado');
  const { data: audio } = await serviceClient().from('audios').select('*').eq('series', series).single();
  expect(audio).toMatchObject({ title, is_published: true, cover_art_url: null, duration_seconds: null });
  expect(audio?.published_at).not.toBeNull();

  await row.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio eliminado' })).toBeVisible();
});
