import { emailSource, headerOf, waitForEmail } from '../support/mailbox.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Issue 20 item 2: an editor writes an issue, previews it in the email template, sends themselves a test
// and then sends it to every active subscriber through the outbox. Three new subscribers each receive it;
// two unsubscribe as a mail client's button does (one POST to the List-Unsubscribe URL, RFC 8058) and the
// third through the visible link and the /baja page. Each ends inactive.
test('an editor sends the newsletter and each reader can unsubscribe with one click', async ({
  page,
  request,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(150_000);
  const service = serviceClient();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const readers = ['ana', 'luis', 'marta'].map((name) => `${name}.${tag}@example.org`);
  const { data: subscribers, error } = await service
    .from('subscribers')
    .insert(readers.map((email) => ({ email, country: 'México' })))
    .select('id, email');
  expect(error).toBeNull();
  const subject = `Reflexión semanal ${tag}`;

  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/email');
  await expect(page.getByRole('heading', { name: 'Email Marketing', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo boletín' }).click();
  await page.getByLabel('Asunto').fill(subject);
  await page
    .getByLabel('Contenido (Markdown)')
    .fill('## Vivir el Reino\n\nUna **palabra** para esta semana.');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('region', { name: 'Vista previa del correo' });
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('palabra');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Enviarme una prueba' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prueba enviada' })).toBeVisible();
  const trial = await waitForEmail('editor@example.org', { subject, timeoutMs: 30_000 });
  expect(trial.html).toContain('<strong>palabra</strong>');

  await page.getByRole('button', { name: 'Enviar a los suscriptores' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Enviar el boletín?' });
  await expect(confirm).toContainText(/se enviará a \d+ suscriptores activos/);
  await confirm.getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Envío en marcha' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText(/Enviando|Enviado/);

  const received = await Promise.all(
    readers.map((reader) => waitForEmail(reader, { subject, timeoutMs: 90_000, consume: false })),
  );
  for (const email of received.slice(0, 2)) {
    const oneClick = headerOf(await emailSource(email.id), 'List-Unsubscribe')?.replace(/^<|>$/g, '');
    expect(headerOf(await emailSource(email.id), 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const answer = await request.post(oneClick!, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status()).toBe(200);
  }

  const pageLink = received[2]!.links.find((link) => link.includes('/baja?token='));
  await page.goto(pageLink!);
  await expect(page.getByRole('heading', { name: 'Darte de baja del boletín', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('status')).toHaveText('Te has dado de baja. No recibirás más boletines.');

  const { data: after } = await service
    .from('subscribers')
    .select('is_active')
    .in(
      'id',
      (subscribers ?? []).map((subscriber) => subscriber.id),
    );
  expect(after?.map((subscriber) => subscriber.is_active)).toEqual([false, false, false]);

  // Still signed in: the history shows the issue delivered.
  await page.goto('/admin/email');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('Enviado', {
    timeout: 60_000,
  });
  expect(await axeViolations(page)).toEqual([]);
});
