import { enqueueEmail } from '../../netlify/lib/mail/outbox.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Email queued by server code leaves through the outbox worker the test setup runs (as npm start does),
// and the admin's dashboard says how outgoing email is doing: here, that one could not be sent and why.
// Other staff do not see the panel (its summary is admins' only).
test('queued email reaches the inbox, and the admin sees on the dashboard what could not be sent', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const service = serviceClient();
  const tag = `${testInfo.project.name}.${Date.now().toString(36)}`;
  await enqueueEmail(service, {
    idempotencyKey: `e2e:enviado:${tag}`,
    kind: 'prueba',
    recipient: `enviado.${tag}@example.org`,
    subject: 'Gracias por tu donación',
    html: '<p>Hemos recibido tu donación.</p>',
  });
  expect((await waitForEmail(`enviado.${tag}@example.org`)).subject).toBe('Gracias por tu donación');

  // A recipient the provider refused for good, as the worker would have recorded it.
  const failed = await enqueueEmail(service, {
    idempotencyKey: `e2e:fallido:${tag}`,
    kind: 'prueba',
    recipient: `fallido.${tag}@example.org`,
    subject: 'Recibo',
    html: '<p>Recibo</p>',
    sendAfter: new Date(Date.now() + 3_600_000),
  });
  const { error } = await service
    .from('email_outbox')
    .update({
      status: 'failed',
      attempts: 1,
      last_error: '550 5.1.1 User unknown',
      last_attempt_at: new Date().toISOString(),
    })
    .eq('id', failed.id);
  expect(error).toBeNull();

  await signInAs(page, 'admin@example.org');
  const panel = page.getByRole('region', { name: 'Correo saliente' });
  await expect(panel.getByRole('status')).toContainText(/\d+ correos? no se pudo|pudieron enviar/);
  await expect(panel).toContainText('Último motivo del servidor de correo: 550 5.1.1 User unknown');
  expect(await axeViolations(page)).toEqual([]);
});

test('other staff do not see outgoing email on their dashboard', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'editor@example.org');
  await expect(page.getByRole('region', { name: 'Sitio público' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Correo saliente' })).toHaveCount(0);
});
