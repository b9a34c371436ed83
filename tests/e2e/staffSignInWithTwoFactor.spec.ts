import { totpCode } from '@palabra-viva/local-supabase/testing';
import { createClient } from '@supabase/supabase-js';
import { expectDashboard, staffAccount } from './support/authEmail.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openMenu, signInAs } from './support/staff.ts';

/** The code an authenticator app would show 30 s from now (accepted within the step either side). */
// A wrong code is refused with 422 mfa_verification_failed, which the browser logs.
test.use({ allowConsoleErrors: [/status of 422/] });

const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

test('an admin enrols an authenticator, then signs in with password and code and sees donations', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const account = await staffAccount('admin', testInfo.project.name);
  await signInAs(page, account.email, account.password);
  await expect(page.getByText('Tu cuenta de administrador entra solo con contraseña.')).toBeVisible();
  await page.getByRole('link', { name: 'Activar en Mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toContainText('El código no es correcto');
  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Activada: al entrar te pediremos un código')).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page.getByText('Tu cuenta de administrador entra solo con contraseña.')).toHaveCount(0);
  // Signing out as staff do (wiping storage while the dashboard still loads sends its queries as anon).
  await openMenu(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Código de verificación').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectDashboard(page);
  await page.goto('/admin/donations');
  await expect(page.getByRole('heading', { name: 'Donaciones', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The same password without the code: Postgres gives this aal1 session no donations.
  const env = e2eEnvironment();
  const passwordOnly = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  const signedIn = await passwordOnly.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  expect(signedIn.error).toBeNull();
  const { data: donations, error } = await passwordOnly.from('donations').select('id');
  expect(error).toBeNull();
  expect(donations).toEqual([]);
  const { count } = await serviceClient().from('donations').select('id', { count: 'exact', head: true });
  expect(count).toBeGreaterThan(0);
});

test('an admin removes the factor of a colleague who lost their phone; demo accounts use a password', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const account = await staffAccount('pastoral', testInfo.project.name);
  const env = e2eEnvironment();
  const colleague = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  await colleague.auth.signInWithPassword({ email: account.email, password: account.password });
  const { data: factor } = await colleague.auth.mfa.enroll({ factorType: 'totp' });
  const verified = await colleague.auth.mfa.challengeAndVerify({
    factorId: factor!.id,
    code: totpCode(factor!.totp.secret),
  });
  expect(verified.error).toBeNull();

  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/settings');
  await page.getByLabel('Buscar por email').fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row.getByText('Activa · dos pasos')).toBeVisible();
  await row.getByRole('button', { name: `Quitar verificación en dos pasos ${account.email}` }).click();
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  const { data } = await serviceClient().auth.admin.mfa.listFactors({ userId: account.id });
  expect(data?.factors).toEqual([]);
});
