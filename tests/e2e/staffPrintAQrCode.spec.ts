import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Issue 31 item 1: any staff member downloads a printable QR code (SVG and A4 PDF) for the site, the
// ministry's WhatsApp chat (the number kept in Sitio → Contacto) or one page of the site; an address of
// another site is refused with a Spanish message.

test('an editor downloads the WhatsApp chat’s code as SVG and a page’s code as PDF', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'editor@example.org');
  await page.getByRole('link', { name: 'Códigos QR' }).click();
  await expect(page).toHaveURL(/\/admin\/qr$/);
  await expect(page.getByRole('heading', { name: 'Códigos QR', level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('img', { name: `Código QR que abre ${origin}/` })).toBeVisible();

  await page.getByLabel('Nuestro chat de WhatsApp').check();
  await expect(page.getByRole('img', { name: 'Código QR que abre https://wa.me/15550102030' })).toBeVisible();
  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe('qr-whatsapp.svg');
  const svgText = readFileSync((await svg.path())!, 'utf8');
  expect(svgText).toContain('<desc>https://wa.me/15550102030</desc>');
  expect(svgText).toMatch(/<path d="M0 0h1v1h-1z[^"]+" fill="#000000"\/>/);

  await page.getByLabel('Una página del sitio').check();
  const address = page.getByLabel('Dirección de la página');
  await address.fill('https://otro.example.com/eventos');
  await address.blur();
  await expect(
    page.getByText(`Esa dirección no es de este sitio. Escribe una que empiece por / o por ${origin}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
  await address.fill('/eventos');
  await page.getByLabel('Texto bajo el código (solo en el PDF)').fill('Escanéame para ver los eventos');
  expect(await axeViolations(page)).toEqual([]);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('qr-eventos.pdf');
  const document = await getDocumentProxy(new Uint8Array(readFileSync((await pdf.path())!)));
  const { text } = await extractText(document, { mergePages: true });
  expect(text).toContain('Escanéame para ver los eventos');
  expect(text).toContain(`${origin}/eventos`);
});
