import { authLink, choosePassword, expectDashboard, uniqueEmail } from './support/authEmail.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

const LINK_EXPIRED = 'Este enlace ha caducado o ya se usó.';
const LINK_INVALID = 'Este enlace no es válido';

test('an admin invites a colleague, who chooses a password from the email and is signed in', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('invitada', testInfo.project.name);
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Invitar al equipo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Rol').selectOption('editor');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitación enviada' })).toBeVisible();
  await page.getByLabel('Buscar por email').fill(email);
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByText('Invitación pendiente'),
  ).toBeVisible();
  const link = await authLink(email, 'Te invitamos');

  // The invitee, in a browser of their own.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/admin\/set-password$/);
  await expect(invitee.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await expect(invitee.getByText('Al menos 10 caracteres, con letras y números.')).toBeVisible();
  expect(await axeViolations(invitee)).toEqual([]);
  await choosePassword(invitee, 'password123');
  await expect(invitee.getByRole('alert')).toContainText('Es una contraseña demasiado común o filtrada');
  await choosePassword(invitee, 'soloLetrasLargas');
  await expect(invitee.getByRole('alert')).toContainText('Debe incluir letras y números.');
  await expect(invitee.getByLabel('Contraseña nueva')).toHaveValue('soloLetrasLargas');
  await choosePassword(invitee, 'nuestra-clave-2026');
  await expectDashboard(invitee);
  await expect(invitee.getByRole('link', { name: 'Gestión de Blogs' }).first()).toBeVisible();

  // The same link again: used.
  await invitee.goto(link);
  await expect(invitee.getByRole('alert')).toContainText(LINK_EXPIRED);
  await expect(invitee.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  await context.close();

  await page.reload();
  await page.getByLabel('Buscar por email').fill(email);
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByText('Activa', { exact: true }),
  ).toBeVisible();
});

test('an admin resends an invitation, changes a role and deactivates an account', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const email = uniqueEmail('equipo', testInfo.project.name);
  const invited = await serviceClient().auth.admin.inviteUserByEmail(email);
  if (invited.error) throw invited.error;
  await authLink(email, 'Te invitamos');
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/settings');
  await page.getByLabel('Buscar por email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: `Reenviar invitación ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitación reenviada' })).toBeVisible();
  await authLink(email, 'Te invitamos');

  await page.getByLabel(`Rol de ${email}`).selectOption('pastoral');
  await expect(page.getByRole('status').filter({ hasText: 'Rol actualizado' })).toBeVisible();
  const { data } = await serviceClient().from('users').select('role').eq('email', email).single();
  expect(data?.role).toBe('pastoral');

  await row.getByRole('button', { name: `Desactivar ${email}` }).click();
  await expect(row.getByText('Desactivada')).toBeVisible();
  await row.getByRole('button', { name: `Reactivar ${email}` }).click();
  await expect(row.getByText('Invitación pendiente')).toBeVisible();
  await expect(page.getByText('Administrador (tú)')).toHaveCount(0);
});

test.describe('links that cannot sign in', () => {
  // The altered session is refused by the Auth server (a 400/401/403 the browser logs).
  test.use({ allowConsoleErrors: [/status of 40[013]/] });

  test('expired, used-up and tampered links each say what happened and offer a new one', async ({
    page,
    consoleErrors: _,
  }) => {
    // What GET /verify answers (303, fragment) for an expired or already used link: otp_expired.
    await page.goto(
      '/admin/set-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('alert')).toContainText(LINK_EXPIRED);
    await expect(page).not.toHaveURL(/#/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);

    // A session in the fragment that someone altered: the Auth server refuses it.
    await page.goto(
      '/admin/set-password#access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.alterado&refresh_token=x&type=invite',
    );
    await expect(page.getByRole('alert')).toContainText(LINK_INVALID);
    // A link whose type was changed by hand.
    await page.goto(
      '/admin/set-password#error=invalid_request&error_code=validation_failed&error_description=Unsupported',
    );
    await expect(page.getByRole('alert')).toContainText(LINK_INVALID);
  });
});
