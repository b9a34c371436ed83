import { readFileSync } from 'node:fs';
import { pdfText } from '../../netlify/lib/giving/pdfText.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { uniqueEmail } from './support/authEmail.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';

// Issue 18 «Autoservicio»: from /donate, a donor without an account asks for a link by email, opens it
// once (the second time it explains itself), sees their gifts, downloads a year's statement and opens
// Stripe's customer portal, created by the function against the local stand-in for Stripe's API.
// The spent link answers 400 (as a wrong or expired one does) and the forged session 401: the browser logs
// those responses.
test.use({ allowConsoleErrors: [[/status of 400/, /status of 401/], { scope: 'test' }] });

const LINK_SUBJECT = 'Tu enlace para gestionar tus donaciones';

async function seedGifts(email: string) {
  // One insert of several rows: PostgREST fills a column a row leaves out with null, so each names them all.
  const gift = {
    donor_email: email,
    donor_name: 'Lidia',
    status: 'succeeded',
    fund: 'general',
    recurring: false,
    stripe_customer_id: null,
    refunded_at: null,
  };
  const { error } = await serviceClient()
    .from('donations')
    .insert([
      {
        ...gift,
        amount: 3000,
        currency: 'USD',
        donation_date: '2029-03-10',
        recurring: true,
        stripe_customer_id: process.env.E2E_STRIPE_CUSTOMER ?? '',
      },
      { ...gift, amount: 2000, currency: 'EUR', donation_date: '2029-06-01', fund: 'misiones' },
      {
        ...gift,
        amount: 9900,
        currency: 'USD',
        donation_date: '2029-07-01',
        refunded_at: '2029-07-02T10:00:00Z',
      },
      { ...gift, amount: 500, currency: 'USD', donation_date: '2028-12-24' },
    ]);
  expect(error).toBeNull();
}

test('a donor asks for a link, opens it once, downloads a statement and reaches the Stripe portal', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  // Two documents, an email round trip, a PDF and the portal: about 25 s on a quiet machine, so the 30 s
  // default left no room when the run is busy (it ran out in the last accessibility check).
  test.setTimeout(60_000);
  const email = uniqueEmail('donante', testInfo.project.name);
  await seedGifts(email);

  await page.goto('/donate');
  await page.getByRole('link', { name: 'Gestionar mis donaciones' }).click();
  await expect(page).toHaveURL(/\/donate\/gestionar$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Si ese correo tiene donaciones registradas')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const mail = await waitForEmail(email, { subject: LINK_SUBJECT });
  const link = new URL(mail.links.find((href) => href.includes('#acceso=')) ?? '');
  expect(link.pathname).toBe('/donate/gestionar');
  // Opened from the mail client: a new document (a fragment change alone would not load the page again).
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  const gifts = page.locator('[data-gift]');
  await expect(gifts).toHaveCount(4);
  await expect(page).toHaveURL(/\/donate\/gestionar$/); // the spent token left the address bar
  await expect(gifts.filter({ hasText: '99,00' })).toContainText('Reembolsada');
  await expect(gifts.filter({ hasText: '20,00' })).toContainText('Misiones');
  await expect(gifts.filter({ hasText: '30,00' })).toContainText('Mensual');
  expect(await axeViolations(page)).toEqual([]);

  // A reload within the session keeps the list (the session is in sessionStorage, not in the URL).
  await page.reload();
  await expect(gifts).toHaveCount(4);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar certificado 2029' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificado-2029.pdf');
  const text = await pdfText(new Uint8Array(readFileSync(await download.path())));
  expect(text).toContain('Total en USD 30,00 US$');
  expect(text).toContain('Total en EUR 20,00 €');
  expect(text).not.toContain('99,00');

  // Stripe's portal is a third-party page: stand in for it so the journey can see it arrived there.
  await page.route('https://billing.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Portal de Stripe</title><h1>Portal</h1>' }),
  );
  await page.getByRole('button', { name: 'Gestionar mi donación mensual' }).click();
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\//);

  // The same link again, as a new document: it explains itself and offers a new one.
  await page.goto('/donate');
  await page.goto(`${link.pathname}${link.hash}`);
  // A spent link answers as a wrong or expired one does (issue 30 item 2).
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido, ya se usó o caducó');
  await expect(page.getByRole('heading', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an ended session explains itself and keeps the way to a new link', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/donate/gestionar');
  await page.evaluate(() => sessionStorage.setItem('donaciones:sesion', 'caducada.firma'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Tu acceso caducó.');
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Escribe un correo válido.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('no-es-un-correo');
  expect(await axeViolations(page)).toEqual([]);
});
