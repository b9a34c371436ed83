import type { Page } from '@playwright/test';
import { waitForEmail } from '../support/mailbox.ts';
import { uniqueEmail } from './support/authEmail.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Issue 33 «Turnos de servicio»: the coordinator sees a gap on two Sundays of the sound team; a volunteer
// signs up for both on /careers/turnos (no account), gets the email with the private link, and the
// coordinator's grid shows both dates covered. Through the link the volunteer swaps one Sunday for another
// («Cambiar de fecha»), and the freed Sunday is a gap again.

const SOUND_TEAM = '71000000-0000-4000-a000-000000000013';

/** The grid's cell of a shift's date (the instant in the grid's own ISO form). */
const cellOf = (page: Page, startsAt: string) =>
  page.locator(`[data-shift-date="${new Date(startsAt).toISOString().replace('.000Z', 'Z')}"]`);

/** The dates with a single place, fresh on every run (their sign-ups go with them). */
async function onePlaceOn(startsAts: string[]) {
  const service = serviceClient();
  for (const startsAt of startsAts) {
    const instant = new Date(startsAt).toISOString();
    const gone = await service
      .from('signup_dates')
      .delete()
      .eq('list_id', SOUND_TEAM)
      .eq('starts_at', instant);
    expect(gone.error).toBeNull();
    const made = await service
      .from('signup_dates')
      .insert({ list_id: SOUND_TEAM, starts_at: instant, capacity: 1 });
    expect(made.error).toBeNull();
  }
}

test('a volunteer signs up for two Sundays, the coordinator sees the gaps close, and a swap reopens one', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(90_000);
  const volunteer = uniqueEmail('voluntaria', testInfo.project.name);

  await page.goto('/careers');
  await page.getByRole('link', { name: 'Ver turnos de servicio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turnos de servicio');
  const shift = page.locator(`#turno-${SOUND_TEAM}`);
  const sundays = shift.locator('fieldset label');
  // The third, fourth and fifth Sundays: far enough from the shift's closing (12 h before) on any run.
  const [third, fourth, fifth] = [sundays.nth(2), sundays.nth(3), sundays.nth(4)];
  const starts = await Promise.all(
    [third, fourth, fifth].map((label) => label.locator('input[name="starts"]').inputValue()),
  );
  const [thirdStart = '', fourthStart = '', fifthStart = ''] = starts;
  await onePlaceOn([thirdStart, fourthStart, fifthStart]);
  // Loaded again: Chromium may send a pointer move at load, the first move that reads the places, before
  // those Sundays had their single place.
  await page.reload();

  // The coordinator, on a connection of their own, sees one place missing on each of those Sundays.
  const staff = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  const coordinator = await staff.newPage();
  await signInAs(coordinator, 'pastoral@example.org');
  await coordinator.goto('/admin/turnos');
  await expect(coordinator.getByRole('heading', { name: 'Turnos', level: 1 })).toBeVisible();
  await expect(cellOf(coordinator, thirdStart)).toHaveText(/0 de 1\s*Falta 1/);
  await expect(cellOf(coordinator, fourthStart)).toHaveText(/0 de 1\s*Falta 1/);
  expect(await axeViolations(coordinator)).toEqual([]);

  // The volunteer picks the two Sundays; the places are read when they first move.
  await shift.getByLabel('Nombre').focus();
  await expect(third.locator('[data-state-of]')).toHaveText('Queda 1 lugar');
  const thirdDay = (await third.locator('span').first().innerText()).trim();
  const fourthDay = (await fourth.locator('span').first().innerText()).trim();
  await third.locator('input[name="starts"]').check();
  await fourth.locator('input[name="starts"]').check();
  await shift.getByLabel('Nombre').fill('Valeria Soto');
  await shift.getByLabel('Correo electrónico').fill(volunteer);
  await shift.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(shift.getByText(`${thirdDay}: Confirmado`)).toBeVisible();
  await expect(shift.getByText(`${fourthDay}: Confirmado`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The gaps closed: the grid says so in words, not colour alone.
  await coordinator.reload();
  await expect(cellOf(coordinator, thirdStart)).toHaveText(/1 de 1\s*Completo/);
  await expect(cellOf(coordinator, fourthStart)).toHaveText(/1 de 1\s*Completo/);
  // Who comes, to call them if needed: the shift's page lists her on both Sundays.
  await coordinator.getByRole('link', { name: 'Sonido y transmisión' }).click();
  await expect(
    coordinator.getByRole('heading', { name: 'Turno Sonido y transmisión', level: 1 }),
  ).toBeVisible();
  await expect(coordinator.locator('ol > li').filter({ hasText: `Valeria Soto · ${volunteer}` })).toHaveCount(
    2,
  );
  await coordinator.goto('/admin/turnos');

  // The private link: the volunteer swaps the third Sunday for the fifth.
  const mail = await waitForEmail(volunteer, { subject: 'Inscripción recibida: Sonido y transmisión' });
  const link = new URL(mail.links.find((href) => href.includes('#acceso=')) ?? '');
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  const booked = page.getByRole('listitem').filter({ hasText: 'Confirmado' });
  await expect(booked).toHaveCount(2);
  const first = booked.first();
  await expect(first.getByLabel('Otra fecha')).toBeVisible();
  const fifthOption = first.getByLabel('Otra fecha').locator('option', { hasText: 'Queda 1 lugar' });
  await expect(fifthOption.first()).toBeAttached();
  await first.getByLabel('Otra fecha').selectOption(new Date(fifthStart).toISOString().replace('.000Z', 'Z'));
  expect(await axeViolations(page)).toEqual([]);
  await first.getByRole('button', { name: 'Cambiar de fecha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cambiamos tu fecha' })).toContainText(
    'confirmado',
  );
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();

  await coordinator.reload();
  await expect(cellOf(coordinator, thirdStart)).toHaveText(/0 de 1\s*Falta 1/);
  await expect(cellOf(coordinator, fifthStart)).toHaveText(/1 de 1\s*Completo/);
  await staff.close();
});
