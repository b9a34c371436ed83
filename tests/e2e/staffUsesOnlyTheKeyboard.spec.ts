import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/keyboard.ts';
import { DEMO_PASSWORD } from './support/staff.ts';

// Keyboard only: Tab, Shift+Tab, Enter, Space and typing. No clicks anywhere in this file.
// Dozens of key presses, each followed by a focus-ring check: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('an editor signs in and writes a draft post with Tab, Enter and Space only', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const title = `Post con teclado ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/admin/login');
  await tabTo(page, page.getByLabel('Email'), { max: 5 });
  await page.keyboard.type('editor@example.org');
  await tabTo(page, page.getByLabel('Contraseña'), { max: 2 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Below 1024 px the menu is a drawer behind the top bar's button.
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await tabTo(page, menuButton, { max: 5 });
    await page.keyboard.press('Enter');
  }
  // The dashboard has a card with the same name: the journey goes through the side menu.
  const menu = page.getByRole('navigation', { name: 'Menú del panel' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Gestión de Blogs' }), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Gestión de Blogs', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Nuevo post' }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

  await tabTo(page, page.getByLabel('Título', { exact: true }), { max: 30 });
  await page.keyboard.type(title);
  // The visual editor (its code loads with the screen: wait for it before tabbing to it): "## " typed at
  // the start of a line makes a heading, Enter a new paragraph.
  const content = page.getByRole('textbox', { name: 'Contenido', exact: true });
  await expect(content).toBeVisible({ timeout: 20_000 });
  await tabTo(page, content, { max: 10 });
  await page.keyboard.type('## Con el teclado\n\nTodo el editor se usa sin ratón.');
  // The publish switch answers to Space: on, then off again (this stays a draft).
  const publish = page.getByRole('switch', { name: 'Publicado' });
  await tabTo(page, publish, { max: 20 });
  await page.keyboard.press('Space');
  await expect(publish).toBeChecked();
  await page.keyboard.press('Space');
  await expect(publish).not.toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar Borrador' }), { backwards: true, max: 40 });
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Post creado con éxito' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/[0-9a-f-]{36}$/);
  await expectVisibleFocus(page);
  const postId = page.url().split('/').pop() ?? '';
  const db = serviceClient();
  const { data } = await db.from('posts').select('title, is_published, content').eq('id', postId).single();
  expect(data).toMatchObject({ title, is_published: false });
  expect(data?.content).toContain('## Con el teclado');
  await db.from('posts').delete().eq('id', postId);
});
