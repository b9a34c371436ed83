import { docx, macroDocx, pdfWithJavaScript, zipBombDocx } from '../../netlify/lib/uploads/uploadFixtures.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failUploadFunction, PDF_MINIMAL, PNG_1X1, toasts, uniqueName } from './support/visitor.ts';

test.use({ allowConsoleErrors: [[/503/, /Failed to load resource/], { scope: 'test' }] });

const FRONTEND = 'Desarrollador(a) Front-End Junior';

test('a visitor applies for a position; the checked CV lands in the private bucket and the row keeps its path', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow(); // the CV is checked by the upload function within the request
  const name = uniqueName('José Núñez', testInfo);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Postularme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de Empleo' });
  await expect(dialog.getByText(`Posición: ${FRONTEND}`)).toBeVisible();
  await expect(dialog.getByLabel('Posición de Interés')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('Correo Electrónico').fill('jose@example.org');
  await dialog.getByLabel('Ciudad y País (Opcional)').fill('Quito, Ecuador');
  await dialog
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'Mi CV.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL });
  await dialog.getByLabel('Carta de Presentación (Opcional)').fill('Quiero servir con mis dones. ✨');
  await dialog.getByRole('button', { name: 'Enviar Solicitud' }).dblclick();

  await expect(toasts(page).filter({ hasText: 'Gracias por postularte' })).toBeVisible();
  const success = page.getByRole('dialog', { name: '¡Solicitud Enviada!' });
  await expect(success).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await success.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(success).toBeHidden();

  const service = serviceClient();
  const { data } = await service
    .from('job_applications')
    .select('email, city_country, position_interest, cv_path, cover_letter_text, status')
    .eq('name', name);
  expect(data).toHaveLength(1);
  const row = data![0]!;
  expect(row).toMatchObject({
    email: 'jose@example.org',
    city_country: 'Quito, Ecuador',
    position_interest: FRONTEND,
    cover_letter_text: 'Quiero servir con mis dones. ✨',
    status: 'Recibido',
  });
  expect(row.cv_path).toMatch(/^public\/cv_Jose_Nunez_[A-Za-z0-9_-]+_[0-9a-f-]{36}\.pdf$/);
  const { data: file } = await service.storage.from('applicant_cvs').download(row.cv_path);
  expect(Buffer.from(await file!.arrayBuffer())).toEqual(PDF_MINIMAL);
  // The bucket is private: the public URL the spec used gives nothing away.
  const publicUrl = service.storage.from('applicant_cvs').getPublicUrl(row.cv_path).data.publicUrl;
  expect((await page.request.get(publicUrl)).ok()).toBe(false);

  // The page promised «te escribiremos al correo que nos diste»: the first email is already there.
  const confirmation = await waitForEmail('jose@example.org', {
    subject: 'Recibimos tu solicitud',
    timeoutMs: 30_000,
  });
  expect(confirmation.text).toContain(`«${FRONTEND}»`);
});

test('the modal moves between list, details and form', async ({ page, consoleErrors: _ }) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Ver Detalles' }).nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Diseñador(a) Gráfico(a)' })).toBeVisible();
  await expect(
    dialog.getByText('Voluntariado flexible, con un mínimo de 10 horas por semana.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Volver a Posiciones' }).click();
  await expect(dialog.getByRole('heading', { name: 'Posiciones Disponibles' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Postularme a Community Manager (Redes Sociales)' }).click();
  await expect(dialog.getByRole('heading', { name: 'Solicitud de Empleo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ver detalles' }).click();
  await expect(dialog.getByRole('heading', { name: 'Community Manager (Redes Sociales)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Postularme' }).click();
  await expect(dialog.getByText('Posición: Community Manager (Redes Sociales)')).toBeVisible();
});

test('a general application validates fields and the CV, survives an outage and stores one row', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Ana General', testInfo);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Enviar Solicitud General' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de Empleo' });
  const submit = dialog.getByRole('button', { name: 'Enviar Solicitud' });
  await submit.click();
  await expect(toasts(page).filter({ hasText: 'Campos Requeridos' })).toContainText(
    'Nombre, email y posición son obligatorios.',
  );
  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('Correo Electrónico').fill('ana@example.org');
  await dialog.getByLabel('Posición de Interés').selectOption({ label: 'Diseñador(a) Gráfico(a)' });
  await submit.click();
  await expect(toasts(page).filter({ hasText: 'CV Requerido' })).toContainText('Por favor, adjunta tu CV.');

  const cv = dialog.getByLabel(/^CV/);
  // The picker speaks Spanish whatever the browser's language, and says which file it holds.
  await expect(dialog.getByText('Elegir archivo')).toBeVisible();
  await expect(cv).toHaveAccessibleDescription(/^Ningún archivo elegido/);
  await cv.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toasts(page).filter({ hasText: 'Archivo Demasiado Grande' })).toContainText(
    'El CV no debe exceder los 5MB.',
  );
  await expect(cv).toHaveValue('');
  await cv.setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(toasts(page).filter({ hasText: 'Formato Inválido' })).toContainText(
    'Solo se permiten archivos PDF, DOC, o DOCX.',
  );
  await expect(cv).toHaveValue('');
  await expect(dialog.getByText('Ningún archivo elegido')).toBeVisible();

  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL });
  await expect(cv).toHaveAccessibleDescription(/^cv\.pdf/);
  const restore = await failUploadFunction(page);
  await submit.click();
  await expect(toasts(page).filter({ hasText: 'Error al Subir CV' })).toContainText(
    'Detalle: servicio no disponible',
  );
  await expect(dialog.getByLabel('Nombre Completo')).toHaveValue(name);
  await restore();
  await submit.click();
  await expect(page.getByRole('dialog', { name: '¡Solicitud Enviada!' })).toBeVisible();
  // Escape closes the success view too, as it closes every dialog.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const service = serviceClient();
  const { data } = await service
    .from('job_applications')
    .select('position_interest, cv_path')
    .eq('name', name);
  expect(data).toHaveLength(1);
  expect(data![0]!.position_interest).toBe('Diseñador(a) Gráfico(a)');
  // The outage stored nothing, so the retry's CV is the only copy.
  const prefix = data![0]!.cv_path.replace(/_[0-9a-f-]{36}\.pdf$/, '').replace(/^public\//, '');
  const { data: objects } = await service.storage.from('applicant_cvs').list('public', { search: prefix });
  expect(objects).toHaveLength(1);
});

test('a failed CV upload stops the application with the storage message', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Subida', testInfo);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Postularme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de Empleo' });
  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('Correo Electrónico').fill('subida@example.org');
  await dialog
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL });
  await page.route('**/storage/v1/object/upload/sign/upload_quarantine/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: '503', error: 'Unavailable', message: 'almacenamiento caído' }),
    }),
  );
  await dialog.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al Subir CV' })).toContainText(
    'Detalle: almacenamiento caído',
  );
  const { count } = await serviceClient()
    .from('job_applications')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(0);
});

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('hostile CVs are refused by the upload function with a Spanish message; nothing is stored', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.slow(); // building a zip bomb and a 1,500-entry DOCX takes seconds on a loaded machine
  const name = uniqueName('Hostil', testInfo);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Postularme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de Empleo' });
  await dialog.getByLabel('Nombre Completo').fill(name);
  await dialog.getByLabel('Correo Electrónico').fill('hostil@example.org');
  const cv = dialog.getByLabel(/^CV/);
  const hostile: [string, Uint8Array, string, string][] = [
    ['macros.docx', await macroDocx(), DOCX_TYPE, 'El documento contiene macros.'],
    ['bomba.docx', await zipBombDocx(), DOCX_TYPE, 'demasiado grande o complejo'],
    ['entradas.docx', await docx(1500), DOCX_TYPE, 'demasiado grande o complejo'],
    ['script.pdf', pdfWithJavaScript(), 'application/pdf', 'El PDF contiene JavaScript'],
  ];
  for (const [file, bytes, mimeType, description] of hostile) {
    await cv.setInputFiles({ name: file, mimeType, buffer: Buffer.from(bytes) });
    await dialog.getByRole('button', { name: 'Enviar Solicitud' }).click();
    await expect(toasts(page).filter({ hasText: description })).toContainText('CV no aceptado', {
      timeout: 30_000,
    });
    await expect(dialog.getByLabel('Nombre Completo')).toHaveValue(name);
  }
  const { count } = await serviceClient()
    .from('job_applications')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(0);
  const { data: kept } = await serviceClient()
    .storage.from('applicant_cvs')
    .list('public', { search: 'Hostil' });
  expect(kept).toEqual([]);
});
