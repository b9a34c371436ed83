import { visitorReference } from '#core/whatsapp/visitorReference.ts';
import { serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('staff reply by WhatsApp from the inbox only where the sender gave consent', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const consenting = `Rosa ${stamp}`;
  const phoneOnly = `Tomás ${stamp}`;
  const { data: rows } = await serviceClient()
    .from('contact_inquiries')
    .insert([
      {
        name: consenting,
        email: 'rosa@example.org',
        subject: 'Visita',
        message: '¿A qué hora es el culto?',
        phone: '+5215512345678',
        whatsapp_consent: true,
      },
      {
        name: phoneOnly,
        email: 'tomas@example.org',
        subject: 'Visita',
        message: 'Llámenme, por favor',
        phone: '+34600000000',
        whatsapp_consent: false,
      },
    ])
    .select('id, name');
  const idOf = (name: string) => rows?.find((row) => row.name === name)?.id ?? '';

  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/inquiries');
  await page.getByLabel('Buscar por nombre, email o mensaje').fill(stamp);
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf(consenting)).toContainText(`Mensaje #${visitorReference(idOf(consenting))}`);
  await expect(rowOf(phoneOnly)).toContainText(`Mensaje #${visitorReference(idOf(phoneOnly))}`);

  const reply = rowOf(consenting).getByRole('link', { name: /Responder por WhatsApp/ });
  await expect(reply).toHaveAttribute('target', '_blank');
  await expect(reply).toHaveAttribute(
    'href',
    `https://wa.me/5215512345678?text=${encodeURIComponent(
      `Hola, ${consenting}. Te escribimos del ministerio por tu mensaje #${visitorReference(idOf(consenting))}.`,
    )}`,
  );
  // A phone without consent is shown (staff may call) but never offered as a WhatsApp chat.
  await expect(rowOf(phoneOnly)).toContainText('+34600000000');
  await expect(rowOf(phoneOnly).getByRole('link', { name: /Responder por WhatsApp/ })).toHaveCount(0);
});
