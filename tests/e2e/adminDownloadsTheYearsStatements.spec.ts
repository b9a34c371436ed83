import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { pdfText } from '../../netlify/lib/giving/pdfText.ts';
import { serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

// Issue 18 «Descargar todos»: the admin asks for the year's ZIP, the background function builds it (the
// local site answers 202 at once, as Netlify does) while the screen shows its progress, then «Descargar ZIP»
// downloads it from the private bucket through a signed URL: one PDF per donor, read back from the file.

/** A year of its own per project (both may run at once, and a year has one run at a time). */
const yearOf = (project: string) => (project === 'mobile' ? 2042 : 2041);

async function seedYear(year: number, project: string): Promise<string[]> {
  const service = serviceClient();
  // A rerun starts from no archive: earlier runs of this year (rows and files) go.
  const { data: earlier } = await service.from('statement_archives').select('storage_path').eq('year', year);
  const paths = (earlier ?? []).flatMap((row) => (row.storage_path ? [row.storage_path] : []));
  if (paths.length > 0) await service.storage.from('statement_archives').remove(paths);
  await service.from('statement_archives').delete().eq('year', year);
  const emails = ['rut', 'boaz', 'noemi'].map((name) => `${name}.${project}.${Date.now()}@example.org`);
  const { error } = await service.from('donations').insert(
    emails.map((email, n) => ({
      donor_email: email,
      donor_name: `Donante ${n + 1}`,
      amount: 1500 * (n + 1),
      currency: 'USD',
      status: 'succeeded',
      donation_date: `${year}-0${n + 2}-15`,
      fund: 'general',
    })),
  );
  expect(error).toBeNull();
  const { count } = await service
    .from('donations')
    .select('id', { count: 'exact', head: true })
    .gte('donation_date', `${year}-01-01`)
    .lte('donation_date', `${year}-12-31`);
  expect(count).toBeGreaterThanOrEqual(3);
  return emails;
}

test('an admin prepares the year’s statements ZIP in the background and downloads it', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const year = yearOf(testInfo.project.name);
  const emails = await seedYear(year, testInfo.project.name);
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/donations/statements');
  await expect(page.getByRole('heading', { name: 'Certificados anuales', level: 1 })).toBeVisible();
  await page.getByLabel('Año').fill(String(year));
  await expect(page.getByText(new RegExp(`^[1-9]\\d* donantes con donaciones en ${year}$`))).toBeVisible();
  await expect(page.getByText(`Prepara el ZIP con el certificado de cada donante de ${year}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Preparar ZIP' }).click();
  const ready = page.getByText(/^ZIP listo: \d+ certificados, .+, preparado el /);
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Volver a preparar' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificados-${year}.zip`);
  const files = unzipSync(readFileSync(await download.path()));
  for (const email of emails) expect(Object.keys(files)).toContain(`certificado-${year}-${email}.pdf`);
  const text = await pdfText(files[`certificado-${year}-${emails[1]}.pdf`]!);
  expect(text).toContain('Donante: Donante 2');
  expect(text).toContain('Total en USD 30,00 US$');
});

test('«Enviar todos por correo» says how many donors first; cancelling sends nothing', async ({ page }) => {
  // A year of its own, so the count the dialog names is exactly this journey's donors.
  const year = 2043;
  await seedYear(year, 'envio');
  const progress = page.getByText(/^Envío: \d+ enviados/);
  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/donations/statements');
  await page.getByLabel('Año').fill(String(year));
  await expect(page.getByText(`3 donantes con donaciones en ${year}`)).toBeVisible();

  await page.getByRole('button', { name: 'Enviar todos por correo' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Enviar los certificados por correo?' });
  await expect(dialog).toContainText(`El certificado de ${year} se enviará a 3 donantes`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByLabel('Año').fill(String(year));
  await expect(page.getByText(`3 donantes con donaciones en ${year}`)).toBeVisible();
  await expect(progress).toBeHidden();

  await page.getByRole('button', { name: 'Enviar todos por correo' }).click();
  await dialog.getByRole('button', { name: 'Enviar a 3 donantes' }).click();
  await expect(dialog).toBeHidden();
  await expect(progress).toBeVisible();
});
