import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { failTable, toasts, uniqueName } from './support/visitor.ts';

test.use({ allowConsoleErrors: [[/503/, /Failed to load resource/], { scope: 'test' }] });

test('a visitor writes from the home section with an interest type', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Lucía', testInfo);
  await page.goto('/');
  const form = page.locator('form[data-form="contact-inquiry"]');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo Electrónico').fill('lucia@example.org');
  await form.getByLabel('Solicitar un estudio bíblico').check();
  await form.getByLabel('Mensaje').fill('   ');
  await form.getByRole('button', { name: 'Enviar Consulta' }).click();
  await expect(toasts(page).filter({ hasText: 'Campos incompletos' })).toContainText(
    'Por favor, completa todos los campos requeridos.',
  );
  await expect(form.getByLabel('Mensaje')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Mensaje')).toHaveAccessibleDescription('Completa este campo.');

  await form.getByLabel('Mensaje').fill('¿Tienen estudios los martes? ¡Gracias! 😊');
  const restore = await failTable(page, 'contact_inquiries');
  await form.getByRole('button', { name: 'Enviar Consulta' }).click();
  await expect(toasts(page).filter({ hasText: 'Error al enviar consulta' })).toContainText(
    'El servidor no pudo atender la petición ahora.',
  );
  await expect(form.getByLabel('Nombre')).toHaveValue(name);
  await restore();

  await form.getByRole('button', { name: 'Enviar Consulta' }).dblclick();
  await expect(toasts(page).filter({ hasText: 'Consulta Enviada' })).toContainText(
    'Gracias por contactarnos. Nos comunicaremos contigo pronto.',
  );
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  const { data } = await serviceClient()
    .from('contact_inquiries')
    .select('email, message, interest_type, subject, website')
    .eq('name', name);
  expect(data).toEqual([
    {
      email: 'lucia@example.org',
      message: '¿Tienen estudios los martes? ¡Gracias! 😊',
      interest_type: 'estudio_biblico',
      subject: null,
      website: null,
    },
  ]);
});

test('a visitor writes from the contact page with a subject', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Tomás', testInfo);
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact-page"]');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo Electrónico').fill('tomas@example.org');
  await form.getByLabel('Asunto').fill('Visita');
  await form.getByLabel('Mensaje').fill('x'.repeat(10_000));
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toasts(page).filter({ hasText: 'Texto demasiado largo' })).toContainText(
    'El mensaje no puede superar los 5000 caracteres.',
  );
  await form.getByLabel('Mensaje').fill('Quisiera visitarlos el domingo.');
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toasts(page).filter({ hasText: 'Mensaje enviado' })).toContainText(
    'Gracias por contactarnos. Te responderemos a la brevedad.',
  );
  await expect(form.getByLabel('Asunto')).toHaveValue('');
  const { data } = await serviceClient()
    .from('contact_inquiries')
    .select('subject, message, interest_type')
    .eq('name', name);
  expect(data).toEqual([
    { subject: 'Visita', message: 'Quisiera visitarlos el domingo.', interest_type: null },
  ]);
});

test('a bot that fills the hidden field gets a success answer and nothing is stored', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = uniqueName('Bot', testInfo);
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact-page"]');
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await form.getByLabel('Correo Electrónico').fill('bot@example.org');
  await form.getByLabel('Asunto').fill('Oferta');
  await form.getByLabel('Mensaje').fill('Compre ahora');
  await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toasts(page).filter({ hasText: 'Mensaje enviado' })).toBeVisible();
  const { count } = await serviceClient()
    .from('contact_inquiries')
    .select('id', { count: 'exact', head: true })
    .eq('name', name);
  expect(count).toBe(0);
});
