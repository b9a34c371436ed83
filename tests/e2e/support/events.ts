import type { Page } from '@playwright/test';

export const MINISTRY_ZONE = 'America/Mexico_City';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The third Wednesdays from `from` on, as wall-clock dates, worked out by hand (days 15–21 of a month
 * that fall on a Wednesday) so the journeys do not check the product with its own recurrence code.
 */
export function thirdWednesdays(from: Date, count: number): string[] {
  const found: string[] = [];
  for (let month = 0; found.length < count; month += 1) {
    const year = from.getUTCFullYear() + Math.floor((from.getUTCMonth() + month) / 12);
    const monthIndex = (from.getUTCMonth() + month) % 12;
    const day = [15, 16, 17, 18, 19, 20, 21].find(
      (candidate) => new Date(Date.UTC(year, monthIndex, candidate)).getUTCDay() === 3,
    )!;
    const date = `${year}-${pad(monthIndex + 1)}-${pad(day)}`;
    if (Date.UTC(year, monthIndex, day) > from.getTime()) found.push(date);
  }
  return found;
}

/** The ministry's calendar date `days` from now, as YYYY-MM-DD. */
export function ministryDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MINISTRY_ZONE }).format(Date.now() + days * 86_400_000);
}

/** Fills the event editor's what, where and when; the repeat choice is picked by its Spanish words. */
export async function fillEvent(
  page: Page,
  event: { title: string; slug?: string; place: string; start: string; end: string; repeat: string },
): Promise<void> {
  await page.getByLabel('Título', { exact: true }).fill(event.title);
  if (event.slug) await page.getByLabel('Slug').fill(event.slug);
  await page.getByLabel('Nombre del lugar').fill(event.place);
  await page.getByLabel('Inicio').fill(event.start);
  await page.getByLabel('Fin').fill(event.end);
  await page.getByLabel('Repetición').selectOption({ label: event.repeat });
}
