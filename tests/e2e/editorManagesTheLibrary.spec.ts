import { serviceClient } from './support/environment.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

async function objectExists(path: string): Promise<boolean> {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const name = path.slice(path.lastIndexOf('/') + 1);
  const { data } = await serviceClient().storage.from('resource_files').list(folder, { search: name });
  return (data ?? []).some((object) => object.name === name);
}

test('an editor uploads a resource, replaces its file and deletes it with its file', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const title = `Guía de oración ${testInfo.project.name} ${Date.now()}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/library/new');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert')).toContainText('El título es obligatorio.');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Debe seleccionar un archivo' })).toBeVisible();
  await page.getByLabel('Categoría').selectOption('guia');
  const file = page.getByLabel('Archivo del recurso');
  await expect(file).toHaveAccessibleDescription(/^Ningún archivo elegido/);
  await file.setInputFiles(tinyPdf('guia.pdf'));
  // The name shows beside the Spanish «Elegir archivo», not the browser's own words.
  await expect(page.getByText('guia.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('Elegir archivo')).toHaveCount(2);
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recurso creado' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/library$/);

  const { data: created } = await serviceClient().from('resources').select('*').eq('title', title).single();
  expect(created).toMatchObject({ category: 'guia', is_published: true, file_type: 'application/pdf' });
  expect(created?.published_at).not.toBeNull();
  expect(created?.file_path).toMatch(/^[0-9a-f-]{36}\/\d+\.pdf$/);
  expect(await objectExists(created!.file_path!)).toBe(true);

  await page.getByLabel('Buscar por título o categoría').fill(title);
  await page.getByRole('link', { name: `Editar ${title}` }).click();
  await page.getByLabel('Reemplazar archivo').setInputFiles(tinyPdf('guia-v2.pdf'));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recurso actualizado' })).toBeVisible();
  const { data: updated } = await serviceClient()
    .from('resources')
    .select('*')
    .eq('id', created!.id)
    .single();
  expect(updated?.file_path).not.toBe(created?.file_path);
  expect(updated?.published_at).toBe(created?.published_at);
  expect(await objectExists(created!.file_path!)).toBe(false);
  expect(await objectExists(updated!.file_path!)).toBe(true);

  await page.getByLabel('Buscar por título o categoría').fill(title);
  await page.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recurso eliminado' })).toBeVisible();
  expect(await objectExists(updated!.file_path!)).toBe(false);
  const { count } = await serviceClient()
    .from('resources')
    .select('id', { count: 'exact', head: true })
    .eq('id', created!.id);
  expect(count).toBe(0);
});
