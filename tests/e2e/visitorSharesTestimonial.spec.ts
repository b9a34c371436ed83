import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  CAMERA_SERIAL,
  HTML_PAGE,
  hugePng,
  photoWithGps,
  truncatedJpeg,
} from '../../netlify/lib/uploads/uploadFixtures.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failUploadFunction, PNG_1X1, toasts, uniqueName, words } from './support/visitor.ts';

// The simulated outage makes the browser log the failed request.
test.use({
  allowConsoleErrors: [[/503/, /Failed to load resource/, /dynamically imported module/], { scope: 'test' }],
});

/** The upload function checks and re-encodes in the request: give its answer time on a loaded machine. */
const FUNCTION_ANSWER = 30_000;

const open = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparte tu Historia' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a visitor shares a testimonial with a GPS-tagged photo; it is stored unapproved, the photo without metadata', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow(); // the function decodes and re-encodes the photo: seconds on a loaded machine
  const name = uniqueName('Ana Pérez 🙏', testInfo);
  const dialog = await open(page);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('País').fill('Perú');
  await dialog.getByLabel('Correo Electrónico (Opcional)').fill('ana@example.org');
  await dialog
    .getByLabel('Tu Testimonio (Máx. 200 palabras)')
    .fill('Dios transformó mi corazón ❤️ — ¡gracias, Señor!');
  await expect(dialog.getByText('8/200 palabras')).toBeVisible();
  await dialog
    .getByLabel(/Sube una Foto/)
    .setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photoWithGps()) });
  await dialog.getByRole('button', { name: 'Enviar Testimonio' }).dblclick();

  await expect(toasts(page).filter({ hasText: '¡Testimonio Enviado!' })).toContainText(
    'Gracias por compartir tu historia. Será revisada pronto.',
    { timeout: FUNCTION_ANSWER },
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Compartir mi Historia' })).toBeFocused();

  const service = serviceClient();
  const { data } = await service
    .from('testimonials_for_review')
    .select('name, email, country, testimonial_text, photo_url, is_approved')
    .eq('name', name);
  expect(data).toHaveLength(1);
  const row = data![0]!;
  expect(row).toMatchObject({
    email: 'ana@example.org',
    country: 'Perú',
    testimonial_text: 'Dios transformó mi corazón ❤️ — ¡gracias, Señor!',
    is_approved: false,
  });
  const path = decodeURIComponent(new URL(row.photo_url!).pathname.split('/testimonial_photos/')[1]!);
  expect(path).toMatch(/^public\/testimonial_[0-9a-f-]{36}\.webp$/);
  // Served as the public site shows it: re-encoded, no Exif (no GPS, no camera serial).
  const served = Buffer.from(await (await page.request.get(row.photo_url!)).body());
  expect((await sharp(served).metadata()).exif).toBeUndefined();
  expect(served.includes(CAMERA_SERIAL)).toBe(false);
});

test('a 6 MB phone photo and an iPhone HEIC are made light in the browser, sent and stored', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow(); // decoding a 12 MP photo and libheif's WebAssembly take seconds on a loaded machine
  const camera = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(camera.length).toBeGreaterThan(5 * 1024 * 1024);
  const sentBytes: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/upload/sign/'))
      sentBytes.push(request.postDataBuffer()?.length ?? 0);
  });
  const photos = [
    { name: 'camara.jpg', mimeType: 'image/jpeg', buffer: camera },
    {
      name: 'IMG_2041.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync(new URL('./fixtures/foto-iphone.heic', import.meta.url)),
    },
  ];
  for (const photo of photos) {
    const name = uniqueName(`Foto ${photo.name}`, testInfo);
    const dialog = await open(page);
    await dialog.getByLabel('Nombre Completo').fill(name);
    await dialog.getByLabel('País').fill('Bolivia');
    await dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)').fill('Una foto desde mi teléfono');
    const field = dialog.getByLabel(/Sube una Foto/);
    await field.setInputFiles(photo);
    // Ready when the line beside the button names the file again (it said «Preparando la foto…»).
    await expect(dialog.getByText(photo.name)).toBeVisible({ timeout: FUNCTION_ANSWER });
    await expect(toasts(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
    await expect(toasts(page).filter({ hasText: '¡Testimonio Enviado!' })).toBeVisible({
      timeout: FUNCTION_ANSWER,
    });
    const { data } = await serviceClient().from('testimonials').select('photo_url').eq('name', name);
    expect(data).toHaveLength(1);
    expect(data![0]!.photo_url).toMatch(/testimonial_photos\/public\/testimonial_[0-9a-f-]{36}\.webp$/);
    const served = await sharp(
      Buffer.from(await (await page.request.get(data![0]!.photo_url!)).body()),
    ).metadata();
    expect(Math.max(served.width!, served.height!)).toBeLessThanOrEqual(1600);
  }
  // What left the phone: each photo well under the bucket's 2 MB, the camera's 6 MB and more never sent.
  expect(sentBytes).toHaveLength(2);
  for (const bytes of sentBytes) expect(bytes).toBeLessThan(2 * 1024 * 1024);
});

test('required fields, the word limit and photo checks answer with the spec toasts', async ({
  page,
  consoleErrors: _,
}) => {
  const dialog = await open(page);
  await dialog.getByLabel('Nombre Completo').fill('   ');
  await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
  await expect(toasts(page).filter({ hasText: 'Campos requeridos' })).toContainText(
    'Por favor, completa tu nombre, país y testimonio.',
  );
  // Each field says what it lacks, tied to it for screen readers; a second try shows one toast, not two.
  await expect(dialog.getByLabel('Nombre Completo')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('País')).toHaveAccessibleDescription('Completa este campo.');
  await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await dialog.getByLabel('Nombre Completo').fill('Ana');
  await expect(dialog.getByLabel('Nombre Completo')).not.toHaveAttribute('aria-invalid', 'true');

  const text = dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)');
  await text.fill(words(185));
  await expect(dialog.getByText('185/200 palabras')).toHaveClass(/text-gold-700/);
  await text.fill(words(230));
  await expect(toasts(page).filter({ hasText: 'Límite de palabras alcanzado' })).toContainText(
    'El testimonio no puede exceder las 200 palabras.',
  );
  await expect(dialog.getByText('200/200 palabras')).toBeVisible();
  await expect(text).toHaveValue(words(200));

  const photo = dialog.getByLabel(/Sube una Foto/);
  await photo.setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(toasts(page).filter({ hasText: 'Archivo demasiado grande' })).toContainText(
    'La foto no debe exceder los 2MB.',
  );
  await expect(photo).toHaveValue('');
  await photo.setInputFiles({
    name: 'doc.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(toasts(page).filter({ hasText: 'Formato de archivo no admitido' })).toContainText(
    'Sube JPG, PNG, WEBP o GIF.',
  );
  await expect(photo).toHaveValue('');
  // The label names the formats the refusal names, and the refusal stays at the field.
  await expect(dialog.getByText('Sube una Foto (Opcional, JPG, PNG, WEBP o GIF, máx. 2MB)')).toBeVisible();
  // Read after the Spanish line that says the refused photo is no longer chosen.
  await expect(photo).toHaveAccessibleDescription('Ningún archivo elegido Sube JPG, PNG, WEBP o GIF.');
});

test('a backend failure keeps what was typed; the retry stores exactly one testimonial', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow();
  const name = uniqueName('Reintento', testInfo);
  const dialog = await open(page);
  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('País').fill('Chile');
  await dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)').fill('Dios es fiel');
  const photo = dialog.getByLabel(/Sube una Foto/);
  await photo.setInputFiles({ name: 'reintento.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const restore = await failUploadFunction(page);
  await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al subir foto' })).toContainText(
    'servicio no disponible',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nombre Completo')).toHaveValue(name);
  await expect(dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)')).toHaveValue('Dios es fiel');
  await expect(photo).toHaveValue(/reintento\.png$/);

  await restore();
  await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
  await expect(toasts(page).filter({ hasText: '¡Testimonio Enviado!' })).toBeVisible({
    timeout: FUNCTION_ANSWER,
  });
  const { data } = await serviceClient().from('testimonials').select('photo_url').eq('name', name);
  expect(data).toHaveLength(1);
  // The row carries the photo chosen before the outage, as the function stored it.
  expect(data![0]!.photo_url).toMatch(/testimonial_photos\/public\/testimonial_[0-9a-f-]{36}\.webp$/);
});

test('cancel and Escape close the dialog and the next opening starts empty', async ({
  page,
  consoleErrors: _,
}) => {
  let dialog = await open(page);
  await dialog.getByLabel('Nombre Completo').fill('Borrador');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  dialog = page.getByRole('dialog', { name: 'Comparte tu Historia' });
  await expect(dialog.getByLabel('Nombre Completo')).toHaveValue('');
  await dialog.getByLabel('País').fill('México');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Compartir mi Historia' })).toBeFocused();
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  await expect(page.getByRole('dialog').getByLabel('País')).toHaveValue('');
});

test('if the dialog code cannot be downloaded the visitor is told, and a later click works', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await page.route('**/_astro/mountIslands*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta función' })).toBeVisible();
  await page.unroute('**/_astro/mountIslands*');
  await page.getByRole('button', { name: 'Compartir mi Historia' }).click();
  await expect(page.getByRole('dialog', { name: 'Comparte tu Historia' })).toBeVisible();
});

test('hostile photos are refused by the upload function with a Spanish message; nothing is stored', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow();
  const name = uniqueName('Foto hostil', testInfo);
  const dialog = await open(page);
  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('País').fill('Perú');
  await dialog.getByLabel('Tu Testimonio (Máx. 200 palabras)').fill('Dios es fiel');
  const photo = dialog.getByLabel(/Sube una Foto/);
  const hostile: [string, Uint8Array, string, string][] = [
    ['pagina.png', HTML_PAGE, 'image/png', 'Formato de archivo no admitido'],
    ['enorme.png', hugePng(20_000, 20_000), 'image/png', 'Imagen demasiado grande'],
    ['cortada.jpg', await truncatedJpeg(), 'image/jpeg', 'Imagen dañada'],
  ];
  for (const [file, bytes, mimeType, title] of hostile) {
    await photo.setInputFiles({ name: file, mimeType, buffer: Buffer.from(bytes) });
    await dialog.getByRole('button', { name: 'Enviar Testimonio' }).click();
    await expect(toasts(page).filter({ hasText: title })).toBeVisible({ timeout: FUNCTION_ANSWER });
    await expect(dialog.getByLabel('Nombre Completo')).toHaveValue(name);
  }
  const { count } = await serviceClient()
    .from('testimonials')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(0);
});
