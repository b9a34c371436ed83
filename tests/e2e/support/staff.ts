import type { Page } from '@playwright/test';
import { serviceClient } from './environment.ts';
import { expect } from './fixtures.ts';

export const DEMO_PASSWORD = 'demo-password-123';

/** Signs in through the admin's login form and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Opens the side menu on narrow screens (a drawer behind the top bar's button); no-op on desktop. */
export async function openMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú del panel' })).toBeVisible();
}

/** A fresh confirmed account with no staff role, made through the auth admin API. */
export async function createUserWithoutRole(): Promise<{ email: string; password: string }> {
  const email = `sin-rol-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'una-clave-segura-123';
  const { error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}
