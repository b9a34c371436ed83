import type { Page } from '@playwright/test';
import { followUpDigest } from '../../netlify/lib/jobs/followUpDigest.ts';
import { runJob } from '../../netlify/lib/jobs/runJob.ts';
import { listEmails, type ReceivedEmail, waitForEmail } from '../support/mailbox.ts';
import { uniqueEmail } from './support/authEmail.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';
import { uniqueName } from './support/visitor.ts';

/**
 * Issue 32's Done-when journey, from «I'd like to visit» to «someone called me»: a guest plans a visit for
 * next Sunday on /visitanos → the confirmation arrives with its .ics → an admin assigns the follow-up item
 * to the pastoral account → that account finds it under «Míos», the morning digest lists it once it is
 * overdue (the job run with a clock moved past its due date), replies by the WhatsApp link and closes it;
 * the guest cancels through the private link, which then refuses a second use in Spanish, and the item says
 * the visit was cancelled. Every staff step leaves its audit entry. Axe at 360 and 1280 px on both pages.
 */
// The spent link answers 410: the browser logs it.
test.use({ allowConsoleErrors: [[/status of 410/], { scope: 'test' }] });

const DAY = 86_400_000;

/** The first email to `to` whose HTML mentions `text`, waiting for it (shared inboxes hold others'). */
async function emailMentioning(to: string, text: string, subject: string): Promise<ReceivedEmail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await listEmails()).find(
      (email) => email.to.includes(to) && email.subject.includes(subject) && email.html.includes(text),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Ningún correo «${subject}» para ${to} con ${text}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function axeAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} a ${width} px`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  }
}

async function signInFresh(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, email);
}

test('a guest plans a visit, the team follows it up, and the guest cancels by the private link', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  // A visitor form, two sign-ins, a job run, four emails and axe at two widths on four screens.
  test.setTimeout(180_000);
  const name = uniqueName('Lucía', testInfo);
  const email = uniqueEmail('visita', testInfo.project.name);

  // The home page leads to the page; what to expect comes from the site's settings.
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Planea tu visita' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planea tu visita');
  await expect(page.getByRole('heading', { name: 'Horarios de Reunión' })).toBeVisible();
  await expect(page.getByText('Estacionamiento', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute('target', '_blank');
  await axeAtBothWidths(page);

  // Next Sunday, from the list the real schedule made.
  const sunday = (await page.locator('select[name="visit"] option').allTextContents()).find((label) =>
    label.startsWith('Domingo'),
  );
  expect(sunday, 'un domingo en la lista').toBeTruthy();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('O teléfono para WhatsApp').fill('+52 55 1234 5678');
  // A phone alone, without the consent: the form says so and keeps what was typed.
  await page.getByLabel('¿A qué reunión vienes?').selectOption({ label: sunday! });
  await page.getByRole('button', { name: 'Planear mi visita' }).click();
  await expect(page.getByRole('alert')).toHaveText(/necesitamos tu permiso/);
  await expect(page.getByLabel('Nombre')).toHaveValue(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Acepto que me escriban por WhatsApp').check();
  await page.getByLabel('¿Cuántas personas vienen?').fill('3');
  await page.getByLabel('Vienen niños').check();
  await page.getByRole('button', { name: 'Planear mi visita' }).click();
  await expect(page.getByText('¡Te esperamos!')).toBeVisible();
  await expect(page.getByText('3 personas, con niños')).toBeVisible();
  await expect(page.getByText(/Te enviamos un correo con la fecha/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The confirmation, with the calendar file and the private link.
  const confirmation = await waitForEmail(email, {
    subject: 'Te esperamos: Servicio Dominical',
    timeoutMs: 30_000,
  });
  expect(confirmation.attachments.map((file) => file.filename)).toContain('visita.ics');
  expect(confirmation.text).toContain('Dirección:');
  const link = new URL(confirmation.links.find((href) => href.includes('#acceso=')) ?? '');
  expect(link.pathname).toBe('/visitanos/gestionar');

  // The visit opened its follow-up item (a trigger), due the day after the visit.
  const service = serviceClient();
  const { data: visit } = await service
    .from('planned_visits')
    .select('id, starts_at')
    .eq('name', name)
    .single();
  const { data: item } = await service
    .from('follow_ups')
    .select('id, due_on')
    .eq('kind', 'visit')
    .eq('source_id', visit!.id)
    .single();
  const itemPath = `/admin/seguimiento/${item!.id}`;

  // An admin assigns it to the pastoral account, which is emailed.
  await signInAs(page, 'admin@example.org');
  await page.goto(itemPath);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/^Viene el domingo/)).toContainText('Servicio Dominical');
  await expect(page.getByText('3 personas, con niños')).toBeVisible();
  await expect(page.getByText('Visita confirmada')).toBeVisible();
  await page.getByLabel('Responsable').selectOption({ label: 'pastoral@example.org' });
  await page.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Seguimiento asignado' })).toContainText(
    'le enviamos un correo',
    { timeout: 20_000 },
  );
  await emailMentioning('pastoral@example.org', itemPath, 'Te asignaron un seguimiento');

  // The pastoral account finds it under «Míos».
  await signInFresh(page, 'pastoral@example.org');
  await page.goto('/admin/seguimiento');
  await page.getByRole('button', { name: 'Míos' }).click();
  await expect(page.getByRole('button', { name: 'Míos' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator(`a[href="${itemPath}"]`).click();

  // The morning digest, run with the clock two days past the due date, lists it as overdue.
  const env = e2eEnvironment();
  const overdueMorning = new Date(new Date(`${item!.due_on}T07:00:00Z`).getTime() + 2 * DAY);
  await runJob(
    followUpDigest,
    { supabaseUrl: env.apiUrl, secretKey: env.secretKey, env: {}, siteUrl: env.siteUrl },
    overdueMorning,
  );
  const digest = await emailMentioning('pastoral@example.org', itemPath, 'para hoy');
  expect(digest.text).toContain('Visita (vencido)');

  // One-tap WhatsApp reply (the guest consented), then closed.
  const reply = page.getByRole('link', { name: 'Responder por WhatsApp' });
  await expect(reply).toHaveAttribute('href', /^https:\/\/wa\.me\/525512345678\?text=Hola/);
  await expect(reply).toHaveAttribute('target', '_blank');
  const [chat] = await Promise.all([page.context().waitForEvent('page'), reply.click()]);
  await chat.close();
  await page.getByLabel('Estado').selectOption({ label: 'Cerrado' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Seguimiento guardado' })).toBeVisible();

  // The guest cancels through the private link (a new document, as from the mail client).
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { name: 'Tu visita' })).toBeVisible();
  await expect(page).toHaveURL(/\/visitanos\/gestionar$/); // the token left the address bar at once
  await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
  await axeAtBothWidths(page);
  // Moving it to another date first: a new confirmation (and a fresh link) goes by email.
  const other = page.getByLabel('Nueva fecha');
  const moveTo = (await other.locator('option').allTextContents())[1]!;
  await other.selectOption({ label: moveTo });
  await page.getByRole('button', { name: 'Cambiar a esta fecha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cambiamos tu visita' })).toBeVisible();
  await expect(page.getByText(moveTo.split(' · ').slice(0, 2).join(' · '), { exact: true })).toBeVisible();
  const moved = await waitForEmail(email, { subject: 'Te esperamos:', timeoutMs: 30_000 });
  expect(moved.attachments.map((file) => file.filename)).toContain('visita.ics');
  await page.getByRole('button', { name: 'Cancelar mi visita' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cancelamos tu visita' })).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();

  // A second use of the link is refused in Spanish, with a way to ask for a new one.
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido, ya se usó o caducó');
  await expect(page.getByRole('button', { name: 'Enviarme el enlace' })).toBeVisible();
  await axeAtBothWidths(page);

  // The item says the guest cancelled.
  await page.goto(itemPath);
  await expect(page.getByText(/La persona canceló su visita el .* con su enlace privado\./)).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue('cerrado');
  await axeAtBothWidths(page);

  // Each staff step left its audit entry: who assigned, who closed.
  const { data: entries } = await service
    .from('audit_log')
    .select('actor_email, action, changed_columns')
    .eq('table_name', 'follow_ups')
    .eq('row_id', item!.id)
    .order('id');
  expect(entries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ actor_email: 'admin@example.org', action: 'update' }),
      expect.objectContaining({
        actor_email: 'pastoral@example.org',
        changed_columns: expect.arrayContaining(['status']),
      }),
    ]),
  );
});
