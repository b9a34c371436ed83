import { waitForEmail } from '../support/mailbox.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';
import { toasts, uniqueName } from './support/visitor.ts';

/**
 * Issue 32 items 2 and 3: a visitor's message becomes a follow-up item; an admin assigns it to the
 * editor (who is emailed), the editor finds it under «Míos», writes a note and closes it; the audit log
 * shows each of those steps to the admin.
 */
test('staff follow up a visitor’s message and the audit log shows who did what', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  // Three sign-ins, two screens at two widths with axe, and an email: a long journey.
  test.setTimeout(120_000);
  const name = uniqueName('Marta', testInfo);
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact-page"]');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo Electrónico').fill('marta@example.org');
  await form.getByLabel('Asunto').fill('Primera visita');
  await form.getByLabel('Mensaje').fill('Quisiera que alguien me llame antes del domingo.');
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toasts(page).filter({ hasText: 'Mensaje enviado' })).toBeVisible();

  const service = serviceClient();
  const { data: inquiry } = await service.from('contact_inquiries').select('id').eq('name', name).single();
  const { data: item } = await service
    .from('follow_ups')
    .select('id')
    .eq('kind', 'inquiry')
    .eq('source_id', inquiry!.id)
    .single();
  const itemLink = (where: typeof page) => where.locator(`a[href="/admin/seguimiento/${item!.id}"]`);

  // The admin finds it in Seguimiento and assigns it to the editor.
  await signInAs(page, 'admin@example.org');
  await page
    .getByRole('navigation', { name: 'Menú del panel' })
    .getByRole('link', { name: 'Seguimiento' })
    .click();
  await expect(page.getByRole('heading', { name: 'Seguimiento', level: 1 })).toBeVisible();
  await page.getByLabel('Tipo').selectOption({ label: 'Consulta' });
  await expect(itemLink(page)).toContainText('Consulta');
  expect(await axeViolations(page)).toEqual([]);
  await itemLink(page).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Quisiera que alguien me llame antes del domingo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responder por correo' })).toHaveAttribute(
    'href',
    'mailto:marta@example.org',
  );
  // No phone, no consent: no WhatsApp and no call.
  await expect(page.getByRole('link', { name: 'Responder por WhatsApp' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Responsable').selectOption({ label: 'editor@example.org' });
  await page.getByRole('button', { name: 'Asignar' }).click();
  // The server function checks the caller, assigns through RLS and queues the email: slower than a write.
  await expect(page.getByRole('status').filter({ hasText: 'Seguimiento asignado' })).toContainText(
    'le enviamos un correo',
    { timeout: 20_000 },
  );
  const assigned = await waitForEmail('editor@example.org', {
    subject: 'Te asignaron un seguimiento',
    timeoutMs: 30_000,
  });
  expect(assigned.html).toContain(`/admin/seguimiento/${item!.id}`);

  // The editor sees it under «Míos», writes a note and closes it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/seguimiento');
  await page.getByRole('button', { name: 'Míos' }).click();
  await expect(page.getByRole('button', { name: 'Míos' })).toHaveAttribute('aria-pressed', 'true');
  await itemLink(page).click();
  await page.getByLabel('Nueva nota').fill('La llamé: viene el domingo con su hija.');
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'La llamé: viene el domingo con su hija.' }),
  ).toContainText('editor@example.org');
  await page.getByLabel('Estado').selectOption({ label: 'Cerrado' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Seguimiento guardado' })).toBeVisible();
  await page.goto('/admin/seguimiento');
  await page.getByRole('button', { name: 'Míos' }).click();
  await expect(itemLink(page)).toHaveCount(0);

  // The admin reads those steps in the audit log.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/auditoria');
  await page.getByLabel('Tipo de registro').selectOption({ label: 'el seguimiento' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const entries = page.getByRole('list', { name: 'Auditoría' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'admin@example.org' }).first()).toContainText(
    'Cambió el seguimiento',
  );
  await expect(entries.filter({ hasText: 'editor@example.org' }).first()).toContainText(
    'Campos: closed_at, status',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Tipo de registro').selectOption({ label: 'la nota de seguimiento' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(entries.filter({ hasText: 'editor@example.org' }).first()).toContainText(
    'Creó la nota de seguimiento',
  );

  // A 360 px look at both screens: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/admin/auditoria', `/admin/seguimiento/${item!.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  }
});
