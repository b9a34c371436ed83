import type { Page } from '@playwright/test';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

/** A seeded row of each content table, so the editors open on real records. */
async function seededIds() {
  const db = serviceClient();
  const first = async (table: 'posts' | 'videos' | 'audios' | 'resources') => {
    const { data, error } = await db.from(table).select('id').order('created_at').limit(1).single();
    if (error) throw error;
    return data.id;
  };
  return {
    post: await first('posts'),
    video: await first('videos'),
    audio: await first('audios'),
    resource: await first('resources'),
  };
}

async function expectScreenReady(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Cargando…')).toHaveCount(0);
}

/** Opens a dialog, checks it with axe, closes it with Escape and checks focus went back to the opener. */
async function checkDialog(page: Page, opener: ReturnType<Page['getByRole']>, label: string) {
  await opener.click();
  // Headless UI's dialog element is a zero-size wrapper; its buttons are what shows.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button').first()).toBeVisible();
  expect(await axeViolations(page), label).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener, `${label}: el foco vuelve al botón que lo abrió`).toBeFocused();
}

test('the staff screens not covered elsewhere (dashboard, lists, editors of real rows) pass axe', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  const ids = await seededIds();
  await signInAs(page, 'admin@example.org');
  const screens: [string, string | RegExp][] = [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/blogs', 'Gestión de Blogs'],
    ['/admin/blogs/new', 'Nuevo post'],
    [`/admin/blogs/edit/${ids.post}`, 'Editar post'],
    [`/admin/videos/edit/${ids.video}`, /Editar video/i],
    [`/admin/audios/edit/${ids.audio}`, /Editar audio/i],
    [`/admin/library/edit/${ids.resource}`, 'Editar recurso'],
    ['/admin/donations', 'Donaciones'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expectScreenReady(page, heading);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('every staff dialog passes axe, closes with Escape and gives focus back', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@example.org');
  const deletes = [
    ['/admin/blogs', 'Gestión de Blogs'],
    ['/admin/videos', 'Gestión de Videos'],
    ['/admin/audios', 'Gestión de Audios'],
    ['/admin/library', 'Biblioteca'],
    ['/admin/series', 'Series'],
    ['/admin/speakers', 'Predicadores'],
    ['/admin/donations', 'Donaciones'],
  ] as const;
  for (const [path, heading] of deletes) {
    await page.goto(path);
    await expectScreenReady(page, heading);
    await checkDialog(page, page.getByRole('button', { name: /^Eliminar / }).first(), `borrar en ${path}`);
  }
  await checkDialog(page, page.getByRole('button', { name: 'Nueva donación' }), 'nueva donación');
  await checkDialog(page, page.getByRole('button', { name: /^Editar / }).first(), 'editar donación');

  for (const [path, heading, create] of [
    ['/admin/series', 'Series', 'Nueva serie'],
    ['/admin/speakers', 'Predicadores', 'Nuevo predicador'],
  ] as const) {
    await page.goto(path);
    await expectScreenReady(page, heading);
    await checkDialog(page, page.getByRole('button', { name: create }), create);
    await checkDialog(page, page.getByRole('button', { name: /^Editar / }).first(), `editar en ${path}`);
  }

  await page.goto('/admin/settings');
  await expectScreenReady(page, 'Configuración');
  await checkDialog(page, page.getByRole('button', { name: 'Invitar al equipo' }), 'invitar al equipo');

  // The post editor's own dialogs: a link and a picture.
  await page.goto('/admin/blogs/new');
  await expectScreenReady(page, 'Nuevo post');
  const toolbar = page.getByRole('toolbar', { name: 'Formato del texto' });
  await checkDialog(page, toolbar.getByRole('button', { name: 'Enlace' }), 'enlace del editor');
  await checkDialog(page, toolbar.getByRole('button', { name: 'Imagen' }), 'imagen del editor');

  // Unsaved changes: the guard's dialog.
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Título', { exact: true }).fill('Cambios sin guardar');
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tienes cambios sin guardar');
  expect(await axeViolations(page), 'cambios sin guardar').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
});

test('the side menu drawer of narrow screens passes axe and closes with Escape', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'editor@example.org');
  await checkDialog(page, page.getByRole('button', { name: 'Abrir menú' }), 'menú móvil');
  // axe's best-practice rule aria-dialog-name (outside the WCAG tags): the drawer has a name.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toHaveCount(1);
});
