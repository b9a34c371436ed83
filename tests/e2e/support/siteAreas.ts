import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Staff journeys through /admin/sitio (features/site/): open an area, wait for the shared draft to be
// saved, publish and follow the build until the page is live.

/** Opens an area's screen: its code loads lazily, then its draft and what is live (two reads). */
export async function openArea(page: Page, area: string, title: string): Promise<void> {
  await page.goto(`/admin/sitio/${area}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

/** The draft is on the server (the status line says so, and when it was saved from this screen). */
export async function waitForSavedDraft(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Borrador guardado a las/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** «Publicar»: the area's draft is now its published version (the rebuild follows). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' }).first()).toBeVisible();
}

/** «Publicar», then the progress until the page is live (a rebuild of the running product). */
export async function publishUntilLive(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByText('En línea: los visitantes ya ven los cambios.')).toBeVisible({
    timeout: 180_000,
  });
}

/** The next day of `weekday` (0 Sunday) at least a week ahead, as YYYY-MM-DD. */
export function comingWeekday(weekday: number, from = new Date()): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 7));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
