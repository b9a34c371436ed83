import { serviceClient } from './support/environment.ts';
import { tinyPng } from './support/files.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an editor writes a post with a featured image, publishes it, finds it in the list and deletes it', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const title = `Caminar en la fe ${testInfo.project.name} ${Date.now()}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { name: 'Gestión de Blogs' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Nuevo post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await page.getByLabel('Título', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(/^caminar-en-la-fe-/);
  await page.getByLabel('Descripción', { exact: true }).fill('Una reflexión breve sobre la fe diaria.');
  // The body is written by hand in Markdown here (the visual editor has its own journey).
  await page.getByRole('button', { name: 'Markdown', exact: true }).click();
  await page
    .getByLabel('Contenido (Markdown)')
    .fill('# Fe\n\nTexto con **negrita**.<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.locator('.prose strong')).toHaveText('negrita');
  await expect(page.locator('.prose script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByLabel('Meta descripción').fill('Meta descripción de prueba');
  await expect(page.getByText('26/160')).toBeVisible();
  await page.getByLabel('Etiquetas (separadas por comas)').fill(' fe, ,  vida diaria ');
  await page.getByLabel('Categoría').selectOption('fe');
  await page.getByLabel('Subir imagen').setInputFiles(tinyPng);
  await expect(page.getByRole('img', { name: 'Imagen destacada actual' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publicar Ahora' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post creado con éxito' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/[0-9a-f-]{36}$/);
  const postId = page.url().split('/').pop()!;

  const { data: post } = await serviceClient().from('posts').select('*').eq('id', postId).single();
  expect(post).toMatchObject({
    title,
    is_published: true,
    tags: ['fe', 'vida diaria'],
    category: 'fe',
    meta_description: 'Meta descripción de prueba',
  });
  expect(post?.published_at).not.toBeNull();
  expect(post?.featured_image_url).toMatch(
    /\/storage\/v1\/object\/public\/blog_images\/public\/\d+-portada-del-post\.webp$/,
  );
  const objectName = post!.featured_image_url!.split('/').pop()!;
  const { data: objects } = await serviceClient()
    .storage.from('blog_images')
    .list('public', { search: objectName });
  expect(objects?.map((object) => object.name)).toContain(objectName);

  await page.getByRole('link', { name: 'Volver' }).click();
  await page.getByLabel('Buscar por título o slug').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('editor@example.org');
  await expect(row).toContainText('Publicado');
  await row.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post eliminado' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  const { count } = await serviceClient()
    .from('posts')
    .select('id', { count: 'exact', head: true })
    .eq('id', postId);
  expect(count).toBe(0);
});

test.describe('with an unknown id', () => {
  // .single() with no row is answered 406 (PGRST116), which the browser logs.
  test.use({ allowConsoleErrors: [/status of 406/] });

  test('an unknown post id shows the not-found screen with a way back', async ({
    page,
    consoleErrors: _,
  }) => {
    await signInAs(page, 'editor@example.org');
    await page.goto('/admin/blogs/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Post no encontrado' })).toBeVisible();
    await expect(
      page.getByText('No se pudo encontrar un post con el ID: 00000000-0000-4000-8000-000000000000'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Gestión de Blogs' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
  });
});

test('leaving the editor with unsaved changes asks first', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Título', { exact: true }).fill('Borrador sin guardar');
  await expect(page.getByLabel('Slug')).toHaveValue('borrador-sin-guardar');
  await page.getByLabel('Slug').click();
  await page.keyboard.press('End');
  await page.keyboard.type('-más');
  await expect(page.getByLabel('Slug')).toHaveValue('borrador-sin-guardar-mas');
  await page.getByRole('link', { name: 'Volver' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tienes cambios sin guardar');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await page.getByRole('link', { name: 'Volver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test.describe('with a file that is not an image', () => {
  // The staff-upload function refuses it with 422, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('the featured image field shows the function’s reason and nothing is kept', async ({
    page,
    consoleErrors: _,
  }) => {
    await signInAs(page, 'editor@example.org');
    await page.goto('/admin/blogs/new');
    await page.getByLabel('Subir imagen').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    const reason =
      'El archivo no es una imagen PNG, JPG, GIF o WEBP (se comprueba su contenido, no su nombre).';
    await expect(page.locator('#post-image-error')).toHaveText(reason);
    await expect(
      page.getByRole('alert').filter({ hasText: `Error al subir la imagen: ${reason}` }),
    ).toBeVisible();
    await expect(page.getByLabel('Subir imagen')).toHaveAccessibleDescription(/se comprueba su contenido/);
    await expect(page.getByRole('img', { name: 'Imagen destacada actual' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
