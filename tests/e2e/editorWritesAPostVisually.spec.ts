import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import type { RunningProduct } from '#devserver/startProduct.ts';
import { tinyPng } from './support/files.ts';
import { axeViolations, expect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';
import { signInAs } from './support/staff.ts';

// Issue 27, item 6: a visual editor that stores Markdown. Through a running product (support/liveProduct.ts),
// so the post is seen on its public page once published.

test.describe.configure({ mode: 'serial' });

/** Word's clipboard, trimmed: Office markup, a style, a bold word and a picture that cannot come along. */
const WORD_HTML =
  '<p class=MsoNormal><span style="font-family:Calibri">Pegado desde <b>Word</b> sin ' +
  '<span style="color:red">colores</span></span><o:p></o:p></p><p class=MsoNormal><img src="file:///C:/x.png"></p>';

/** The running product's database, behind RLS, to check what a journey stored. */
const productDb = (product: RunningProduct) =>
  createClient<Database>(product.apiUrl, product.secretKey, { auth: { persistSession: false } });

/** The editor's code loads with the first editor screen: on a busy machine that takes more than 5 s. */
const EDITOR_LOAD = { timeout: 20_000 };

async function pasteHtml(page: Page, html: string) {
  await page.getByRole('textbox', { name: 'Contenido', exact: true }).evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Pegado desde Word sin colores');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('an editor writes a post in the visual editor: it is stored as Markdown and renders on its page', async ({
  page,
  product,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Vivir el Reino a diario ${testInfo.project.name} ${Date.now()}`;
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Descripción', { exact: true }).fill('Escrito con el editor visual.');

  const editor = page.getByRole('textbox', { name: 'Contenido', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formato del texto' });
  await expect(editor).toBeVisible(EDITOR_LOAD);
  await editor.click();
  await toolbar.getByRole('button', { name: 'Encabezado', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Encabezado', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('El Reino hoy');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Como dice Juan 3:16, Dios nos amó. ');
  // A toolbar button gives the focus back to the text a moment after the click: on a busy machine a key typed
  // before that was lost (CI saw «**Para siempre**» without its full stop). Type once the editor has it.
  const bold = toolbar.getByRole('button', { name: 'Negrita' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Para siempre');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Lista', exact: true }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('Orar');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Servir');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The reference is recognised as it is typed.
  await expect(editor.locator('.scripture-reference')).toHaveText('Juan 3:16');

  await page.keyboard.type('Lee más en ');
  await toolbar.getByRole('button', { name: 'Enlace' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insertar enlace' });
  await linkDialog.getByLabel('Dirección (URL)').fill('javascript:alert(1)');
  await linkDialog.getByLabel('Texto del enlace').fill('el sitio del ministerio');
  await linkDialog.getByRole('button', { name: 'Aplicar enlace' }).click();
  await expect(linkDialog.getByText('Escribe una dirección que empiece por https://')).toBeVisible();
  await expect(linkDialog.getByLabel('Texto del enlace')).toHaveValue('el sitio del ministerio');
  expect(await axeViolations(page)).toEqual([]);
  await linkDialog.getByLabel('Dirección (URL)').fill('https://example.org/reino');
  await linkDialog.getByRole('button', { name: 'Aplicar enlace' }).click();
  // Headless UI's dialog element is a zero-size wrapper: gone is what tells it closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(editor).toBeFocused();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');

  await toolbar.getByRole('button', { name: 'Imagen' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insertar imagen' });
  await imageDialog
    .getByLabel('Archivo de imagen')
    .setInputFiles({ ...tinyPng, name: 'Cruz al atardecer.png' });
  await imageDialog.getByRole('button', { name: 'Subir e insertar' }).click();
  // No description, no picture: the reason stands beside the field.
  await expect(imageDialog.getByLabel('Texto alternativo')).toHaveAccessibleDescription(
    /Escribe el texto alternativo: describe la imagen para quien no puede verla\./,
  );
  expect(await axeViolations(page)).toEqual([]);
  await imageDialog.getByLabel('Texto alternativo').fill('Una cruz al atardecer');
  await imageDialog.getByRole('button', { name: 'Subir e insertar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('img', { name: 'Una cruz al atardecer' })).toBeAttached();
  await page.keyboard.press('Enter');
  await pasteHtml(page, WORD_HTML);
  await expect(page.getByRole('status').filter({ hasText: 'La imagen pegada no se copió' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const published = Date.now();
  await page.getByRole('button', { name: 'Publicar Ahora' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post creado con éxito' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/[0-9a-f-]{36}$/);
  const postId = page.url().split('/').pop()!;

  // What is stored is Markdown, written the way the demo posts are.
  const db = productDb(product);
  const { data: post } = await db.from('posts').select('slug, content').eq('id', postId).single();
  const image = /!\[Una cruz al atardecer\]\((\S+\/blog_images\/public\/\d+-cruz-al-atardecer\.webp)\)/.exec(
    post?.content ?? '',
  );
  expect(image).not.toBeNull();
  expect(post?.content).toBe(
    [
      '## El Reino hoy',
      'Como dice Juan 3:16, Dios nos amó. **Para siempre**.',
      '- Orar\n- Servir',
      'Lee más en [el sitio del ministerio](https://example.org/reino).',
      `![Una cruz al atardecer](${image?.[1]})`,
      'Pegado desde **Word** sin colores',
    ].join('\n\n'),
  );

  // Opened again and saved without a change, the Markdown stays byte for byte.
  await page.reload();
  await expect(editor).toContainText('Pegado desde Word sin colores', EDITOR_LOAD);
  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post actualizado con éxito' })).toBeVisible();
  const { data: again } = await db.from('posts').select('content').eq('id', postId).single();
  expect(again?.content).toBe(post?.content);

  // The public page shows the heading, the list, the link, the picture and the reference linked to the Bible.
  await waitForSite(
    product,
    `/blog/${post?.slug}/`,
    (status, body) => status === 200 && body.includes(title),
    published,
  );
  await page.goto(`/blog/${post?.slug}/`);
  const body = page.locator('.post-body');
  await expect(body.getByRole('heading', { name: 'El Reino hoy', level: 2 })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['Orar', 'Servir']);
  await expect(body.getByRole('link', { name: 'el sitio del ministerio' })).toHaveAttribute(
    'href',
    'https://example.org/reino',
  );
  await expect(body.getByRole('img', { name: 'Una cruz al atardecer' })).toHaveAttribute('src', image![1]!);
  await expect(body.getByRole('link', { name: 'Juan 3:16' })).toHaveAttribute('href', '/biblia/juan');
  await expect(body.locator('strong')).toHaveText(['Para siempre', 'Word']);
  await db.from('posts').delete().eq('id', postId);
});

test('a post written in Markdown by hand keeps its exact text when opened and saved in the visual editor', async ({
  page,
  product,
  consoleErrors: _,
}) => {
  // Markdown as people write it by hand: _ and __, * bullets, a table the editor keeps as written, soft breaks.
  const content =
    'Un _énfasis_ y __fuerza__,\nen dos líneas.\n\n* uno\n* dos\n\n| Día | Hora |\n|-----|------|\n| Domingo | 10:00 |\n\n1) primero';
  const db = productDb(product);
  const { data: created } = await db
    .from('posts')
    .insert({
      title: `Escrito a mano ${Date.now()}`,
      slug: `escrito-a-mano-${Date.now()}`,
      content,
      is_published: false,
    })
    .select('id')
    .single();
  const postId = created!.id;

  await signInAs(page, 'editor@example.org');
  await page.goto(`/admin/blogs/edit/${postId}`);
  await expect(page.getByRole('textbox', { name: 'Contenido', exact: true })).toContainText(
    'fuerza',
    EDITOR_LOAD,
  );
  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post actualizado con éxito' })).toBeVisible();
  const { data: saved } = await db.from('posts').select('content').eq('id', postId).single();
  expect(saved?.content).toBe(content);
  await db.from('posts').delete().eq('id', postId);
});
