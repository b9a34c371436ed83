import type { Page } from '@playwright/test';
import { waitForEmail } from '../../support/mailbox.ts';
import { serviceClient } from './environment.ts';
import { expect } from './fixtures.ts';

/** An address no other journey (or the other viewport's run) uses. */
export const uniqueEmail = (prefix: string, project: string) =>
  `${prefix}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

/** The Supabase Auth link (…/auth/v1/verify?token=…) of the next email to `to` whose subject has `subject`. */
export async function authLink(to: string, subject: string): Promise<string> {
  const email = await waitForEmail(to, { subject });
  const link = email.links.find((href) => href.includes('/auth/v1/verify'));
  if (!link) throw new Error(`El correo «${email.subject}» no trae un enlace de verificación.`);
  return link;
}

/** Chooses a password on /admin/set-password and waits for the dashboard. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Contraseña nueva').fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar y entrar' }).click();
}

/** A confirmed account with a staff role and a password, made through the auth admin API. */
export async function staffAccount(role: 'admin' | 'editor' | 'pastoral', project: string) {
  const email = uniqueEmail(`con-${role}`, project);
  const password = 'clave-segura-2fa-123';
  const service = serviceClient();
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const update = await service.from('users').update({ role }).eq('id', data.user.id);
  if (update.error) throw update.error;
  return { id: data.user.id, email, password };
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}
