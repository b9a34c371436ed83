import { arrivalsJob } from '../../netlify/lib/jobs/arrivalsJob.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';
import { toasts, uniqueName } from './support/visitor.ts';

/** One run of the arrivals job now, as `npm start` runs it every five minutes. */
const runArrivals = () =>
  arrivalsJob.run({ service: serviceClient(), now: new Date(), siteUrl: e2eEnvironment().siteUrl, env: {} });

/**
 * Issue 34 item 2: a visitor's message reaches the staff who handle it by email (read from the local
 * inbox), its link opens the list where it waits, the dashboard counts it under «Por revisar», and whoever
 * turns the notices off in «Mi perfil» hears nothing more.
 */
test('staff hear of a visitor’s message by email, find it waiting, and can turn the notices off', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(120_000);
  // What earlier journeys sent is this run's news, not ours.
  await runArrivals();

  // The pastoral team turns the notices off in «Mi perfil».
  await signInAs(page, 'pastoral@example.org');
  await page.goto('/admin/profile');
  const notices = page.getByLabel('Avisarme por correo cuando un visitante escriba');
  await expect(notices).toBeChecked();
  await expect(notices).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await notices.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Preferencia guardada' })).toBeVisible();
  await page.reload();
  await expect(notices).not.toBeChecked();
  await expect(notices).toBeEnabled();

  // A visitor writes from the contact page and asks for prayer.
  const name = uniqueName('Rebeca', testInfo);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact-page"]');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo Electrónico').fill('rebeca@example.org');
  await form.getByLabel('Asunto').fill('Bautismo');
  await form.getByLabel('Mensaje').fill('¿Cuándo es el próximo bautismo?');
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toasts(page).filter({ hasText: 'Mensaje enviado' })).toBeVisible();
  const { error } = await serviceClient()
    .from('prayer_requests')
    .insert({ name, request_text: 'Por la salud de mi padre.' });
  expect(error).toBeNull();

  const report = await runArrivals();
  expect(report.lines.some((line) => line.startsWith('Aviso en cola para editor@example.org'))).toBe(true);
  expect(report.lines.some((line) => line.startsWith('Aviso en cola para admin@example.org'))).toBe(true);
  expect(report.lines.some((line) => line.includes('pastoral@example.org'))).toBe(false);

  // The editor handles messages: the email counts it, says nothing of it, and links to the list.
  const email = await waitForEmail('editor@example.org', { subject: 'Nuevo en el sitio', timeoutMs: 30_000 });
  expect(email.subject).toMatch(/mensajes? de contacto/);
  expect(email.subject).not.toContain('oración');
  expect(email.html).not.toContain(name);
  const listLink = email.links.find((link) => link.endsWith('/admin/inquiries'));
  expect(listLink).toBeDefined();
  const forAdmin = await waitForEmail('admin@example.org', {
    subject: 'Nuevo en el sitio',
    timeoutMs: 30_000,
  });
  expect(forAdmin.subject).toMatch(/petici(ón|ones) de oración/);

  // The dashboard shows what waits, and the link leads to it.
  await signInAs(page, 'editor@example.org');
  const waiting = page.getByRole('region', { name: 'Por revisar' });
  await expect(waiting.getByRole('link', { name: /Mensajes sin atender \d+/ })).toBeVisible();
  await expect(waiting.getByRole('link', { name: /Peticiones de oración/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await waiting.getByRole('link', { name: /Mensajes sin atender/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // Following the email's link from a signed-in session lands on the same list.
  await page.goto(listLink!);
  await expect(page.getByText(name).first()).toBeVisible();

  // «Mi perfil» at both widths.
  await page.goto('/admin/profile');
  await expect(page.getByLabel('Avisarme por correo cuando un visitante escriba')).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('profile-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('profile-390.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});
