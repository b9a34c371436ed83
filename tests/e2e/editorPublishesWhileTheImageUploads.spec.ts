import type { Page, Route } from '@playwright/test';
import { serviceClient } from './support/environment.ts';
import { tinyPng } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

const UPLOAD_FUNCTION = '**/.netlify/functions/staff-upload';

/** Holds the staff-upload function's last step (`finish`) for a while: a slow connection's upload. */
async function slowFinish(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(UPLOAD_FUNCTION, async (route) => {
    if (route.request().postDataJSON()?.step !== 'finish') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await answer(route);
  });
}

async function newPost(page: Page, title: string) {
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Descripción', { exact: true }).fill('Publicado mientras subía su portada.');
}

test('«Publicar Ahora» pressed while the image says «Subiendo…» waits and publishes it with the image', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const title = `Portada lenta ${testInfo.project.name} ${Date.now()}`;
  await newPost(page, title);
  await slowFinish(page, (route) => route.continue());

  await page.getByLabel('Subir imagen').setInputFiles(tinyPng);
  await expect(page.getByText('Subiendo…')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar Ahora' }).click();
  await expect(page.getByRole('button', { name: 'Esperando la imagen…' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Se guardará en cuanto termine' })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: 'Post creado con éxito' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/[0-9a-f-]{36}$/);
  const postId = page.url().split('/').pop()!;
  const { data: post } = await serviceClient().from('posts').select('*').eq('id', postId).single();
  expect(post).toMatchObject({ title, is_published: true });
  expect(post?.featured_image_url).toMatch(/\/blog_images\/public\/\d+-portada-del-post\.webp$/);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Imagen destacada actual' })).toHaveAttribute(
    'src',
    post!.featured_image_url!,
  );
  await serviceClient().from('posts').delete().eq('id', postId);
});

test.describe('when the image fails while the save waits', () => {
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('nothing is published and a Spanish message says why', async ({
    page,
    consoleErrors: _,
  }, testInfo) => {
    const title = `Portada fallida ${testInfo.project.name} ${Date.now()}`;
    await newPost(page, title);
    await slowFinish(page, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'undecodable', message: 'No pudimos leer la imagen.' }),
      }),
    );

    await page.getByLabel('Subir imagen').setInputFiles(tinyPng);
    await expect(page.getByText('Subiendo…')).toBeVisible();
    await page.getByRole('button', { name: 'Publicar Ahora' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No se guardó' })).toContainText(
      'La imagen no se pudo subir',
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
    await expect(page.getByRole('button', { name: 'Publicar Ahora' })).toBeEnabled();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    const { count } = await serviceClient()
      .from('posts')
      .select('id', { count: 'exact', head: true })
      .eq('title', title);
    expect(count).toBe(0);
  });
});

// A heavy photo the browser can read is made light before it goes (staffUploadPhonePhotos.spec.ts); one it
// cannot read goes as chosen, and over 5 MB it is refused before a byte is sent.
test('an image over 5 MB is refused at once, before anything is sent', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/blogs/new');
  const sent: string[] = [];
  await page.route(UPLOAD_FUNCTION, (route) => {
    sent.push(route.request().url());
    return route.continue();
  });
  const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 7);
  await page.getByLabel('Subir imagen').setInputFiles({ ...tinyPng, buffer: sixMegabytes });
  await expect(page.locator('#post-image-error')).toHaveText('La imagen supera el máximo de 5 MB.', {
    timeout: 2000,
  });
  expect(sent).toEqual([]);
});
