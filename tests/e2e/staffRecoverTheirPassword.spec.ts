import { authLink, choosePassword, expectDashboard, staffAccount, uniqueEmail } from './support/authEmail.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

const SENT = 'Si hay una cuenta con ese email, te hemos enviado un enlace.';

// The second request inside max_frequency is refused with 429, which the browser logs.
test.use({ allowConsoleErrors: [/status of 429/] });

test('a staff member who forgot the password gets a link, chooses a new one and is signed in', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const account = await staffAccount('editor', testInfo.project.name);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The answer is the same for an address without an account.
  await page.getByLabel('Email').fill(uniqueEmail('nadie', testInfo.project.name));
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(SENT);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(SENT);
  expect(await axeViolations(page)).toEqual([]);
  const link = await authLink(account.email, 'Restablece');

  // Asking again at once: Supabase Auth's max_frequency says when.
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('alert')).toContainText(/Podrás pedir otro dentro de \d+ segundos\./);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await choosePassword(page, 'recuperada-2026-clave');
  await expectDashboard(page);

  await openMenu(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInAs(page, account.email, 'recuperada-2026-clave');
});

test.describe('in «Mi perfil»', () => {
  // Auth refuses the same password with 422 same_password, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('a staff member changes their own password and signs in with it', async ({
    page,
    consoleErrors: _,
  }, testInfo) => {
    test.setTimeout(60_000);
    // An account of its own: changing the password of a shared demo login would break the journeys beside it.
    const account = await staffAccount('pastoral', testInfo.project.name);
    await signInAs(page, account.email, account.password);
    await page.goto('/admin/profile');
    const section = page.getByRole('region', { name: 'Contraseña' });
    await expect(section).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Refusals keep what was typed: a repetition that differs, then the same password as now.
    await section.getByLabel('Contraseña nueva').fill('otra-clave-segura-456');
    await section.getByLabel('Repite la contraseña').fill('otra-clave-segura-457');
    await section.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(section.getByRole('alert')).toContainText('Las contraseñas no coinciden.');
    await section.getByLabel('Contraseña nueva').fill(account.password);
    await section.getByLabel('Repite la contraseña').fill(account.password);
    await section.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(section.getByRole('alert')).toContainText(
      'La contraseña nueva debe ser distinta de la actual.',
    );
    await expect(section.getByLabel('Contraseña nueva')).toHaveValue(account.password);

    await section.getByLabel('Contraseña nueva').fill('otra-clave-segura-456');
    await section.getByLabel('Repite la contraseña').fill('otra-clave-segura-456');
    await section.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Contraseña cambiada' })).toBeVisible();
    await expect(section.getByLabel('Contraseña nueva')).toHaveValue('');

    // Signing out ends the sessions of this account only; the new password opens the panel.
    await openMenu(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAs(page, account.email, 'otra-clave-segura-456');
    await expectDashboard(page);
  });
});
