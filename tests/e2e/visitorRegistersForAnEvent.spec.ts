import type { Page } from '@playwright/test';
import { waitForEmail } from '../support/mailbox.ts';
import { uniqueEmail } from './support/authEmail.ts';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, journeyAddress, test } from './support/fixtures.ts';

// Issue 33 «Inscripción a eventos»: on a weekly event's page a visitor signs up for one date and gets the
// email with the private link; the date then has no place left, so a second visitor (another connection)
// is refused for reusing the first one's email, keeps what they typed, and goes on the waiting list. The
// first opens the link once and cancels: the second is promoted and emailed. The spent link explains itself
// and leads to a new link by email.
// The function answers the refusals with 409 and the spent link with 410: the browser logs those.
test.use({ allowConsoleErrors: [[/status of 409/, /status of 410/], { scope: 'test' }] });

const YOUTH_NIGHT = '/eventos/noche-de-jovenes';
const YOUTH_LIST = '71000000-0000-4000-a000-000000000002';

/** The date's row with a single place, fresh on every run (its sign-ups go with it). */
async function onePlaceOn(startsAt: string) {
  const service = serviceClient();
  const instant = new Date(startsAt).toISOString();
  const gone = await service.from('signup_dates').delete().eq('list_id', YOUTH_LIST).eq('starts_at', instant);
  expect(gone.error).toBeNull();
  const made = await service
    .from('signup_dates')
    .insert({ list_id: YOUTH_LIST, starts_at: instant, capacity: 1 });
  expect(made.error).toBeNull();
}

async function fillForm(page: Page, date: string, name: string, email: string) {
  await page.getByRole('checkbox', { name: date }).check();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Edad').fill('21');
}

test('a visitor signs up for a date, a second waits, and the first cancelling promotes the second', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(60_000);
  const first = uniqueEmail('inscrita', testInfo.project.name);
  const second = uniqueEmail('en-espera', testInfo.project.name);

  await page.goto(YOUTH_NIGHT);
  const third = page.locator('[data-signup] fieldset label').nth(2);
  const startsAt = await third.locator('input[name="starts"]').inputValue();
  const date = (await third.locator('span').first().innerText()).trim();
  await onePlaceOn(startsAt);
  // Loaded again: Chromium may send a pointer move at load, the first move that reads the counts, before
  // the date above had its single place.
  await page.reload();

  // The counts are read when the visitor first moves, never from the build.
  await page.getByLabel('Nombre').focus();
  const state = third.locator('[data-state-of]');
  await expect(state).toHaveText('Queda 1 lugar');
  await expect(page.locator('[data-state-of]').first()).toHaveText(/^(Quedan \d+ lugares|Queda 1 lugar)$/);

  // Nothing chosen: the form says so before sending anything.
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Elige al menos una fecha.' })).toBeVisible();

  await fillForm(page, date, 'Ana Robles', first);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText(`${date}: Confirmado`)).toBeVisible();
  await expect(page.getByText('Te enviamos un correo con los detalles y tu enlace privado')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A second person, on a connection of their own.
  const other = await browser.newContext({
    baseURL: e2eEnvironment().siteUrl,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'X-Forwarded-For': journeyAddress(`${testInfo.testId}:segunda`) },
  });
  const waiting = await other.newPage();
  await waiting.goto(YOUTH_NIGHT);
  await waiting.getByLabel('Nombre').focus();
  await expect(waiting.locator('label', { hasText: date }).locator('[data-state-of]')).toHaveText(
    'Lista de espera',
  );
  await fillForm(waiting, date, 'Bruno Paz', first);
  await waiting.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(waiting.getByRole('alert')).toHaveText(
    'Ya hay una inscripción con este correo o teléfono para esta fecha.',
  );
  await expect(waiting.getByLabel('Nombre')).toHaveValue('Bruno Paz');
  await expect(waiting.getByLabel('Edad')).toHaveValue('21');
  await waiting.getByLabel('Correo electrónico').fill(second);
  await waiting.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(waiting.getByText(`${date}: En lista de espera (lugar 1)`)).toBeVisible();

  // The first opens the private link from the mail client: a new document.
  const mail = await waitForEmail(first, { subject: 'Inscripción recibida: Noche de Jóvenes' });
  const link = new URL(mail.links.find((href) => href.includes('#acceso=')) ?? '');
  expect(link.pathname).toBe('/inscripcion/gestionar');
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  const booked = page.getByRole('listitem').filter({ hasText: 'Confirmado' });
  await expect(booked).toHaveCount(1);
  // Said in the event's zone, as on its page, whatever the browser's zone.
  await expect(booked).toContainText('16:00');
  await expect(page.getByText('Noche de Jóvenes · Ana Robles')).toBeVisible();
  await expect(page).toHaveURL(/\/inscripcion\/gestionar$/); // the token left the address bar at once
  expect(await axeViolations(page)).toEqual([]);
  await booked.getByRole('button', { name: 'Cancelar esta fecha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cancelamos esa fecha' })).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();

  // The place went to the second person, who hears it by email with a link of their own.
  const promoted = await waitForEmail(second, { subject: 'Tienes lugar: Noche de Jóvenes' });
  expect(promoted.text).toContain('Tu inscripción está confirmada.');
  await waiting.reload();
  await waiting.getByLabel('Nombre').focus();
  await expect(waiting.locator('label', { hasText: date }).locator('[data-state-of]')).toHaveText(
    'Lista de espera',
  );
  await other.close();

  // The spent link, opened again, explains itself and offers a new one by email; the answer is the same
  // for any address, and only one with an active booking (the promoted person's) receives a link.
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido, ya se usó o caducó');
  await page.getByLabel('Correo electrónico').fill(second);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Si ese correo tiene una inscripción activa/);
  expect(await axeViolations(page)).toEqual([]);
  const fresh = await waitForEmail(second, { subject: 'Tu enlace para tu inscripción: Noche de Jóvenes' });
  const again = new URL(fresh.links.find((href) => href.includes('#acceso=')) ?? '');
  await page.goto('about:blank');
  await page.goto(`${again.pathname}${again.hash}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Confirmado' })).toHaveCount(1);
  await expect(page.getByText('Bruno Paz')).toBeVisible();
});
