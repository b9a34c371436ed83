import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';

test('an admin opens a CV through a short-lived link and moves the application on', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  // Its own application (pointing at a seeded CV), so parallel runs never race on a shared row.
  const name = `Daniel ${testInfo.project.name} ${Date.now()}`;
  const { data: created } = await serviceClient()
    .from('job_applications')
    .insert({
      name,
      email: 'daniel@example.org',
      position_interest: 'Diseñador Gráfico',
      cv_path: 'public/cv_Daniel_Rojas_1748908800000.pdf',
    })
    .select('id')
    .single();

  await signInAs(page, 'admin@example.org');
  await page.goto('/admin/applications');
  await page.getByLabel('Buscar por nombre, email o posición').fill(name);
  // The new tab asks for the CV at a signed link. Watched as a request: a browser with a PDF viewer shows
  // the file and one without (the headless shell) downloads it, and either way the link must serve it.
  const signedCv = page
    .context()
    .waitForEvent('request', (request) =>
      /\/storage\/v1\/object\/sign\/applicant_cvs\/public\/cv_Daniel_Rojas_\d+\.pdf\?token=/.test(
        request.url(),
      ),
    );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Ver CV solicitud de ${name}` }).click();
  const cvUrl = (await signedCv).url();
  await (await popup).close();
  const served = await page.request.get(cvUrl);
  expect(served.ok()).toBe(true);
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel(`Estado de la solicitud de ${name}`).selectOption('Entrevista');
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud actualizada' })).toBeVisible();
  const { data } = await serviceClient()
    .from('job_applications')
    .select('status')
    .eq('id', created!.id)
    .single();
  expect(data?.status).toBe('Entrevista');
});

test('an editor exports subscribers as CSV that a spreadsheet cannot run as formulas', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const env = e2eEnvironment();
  const visitor = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  const email = `csv.${testInfo.project.name}.${Date.now()}@example.org`;
  const { error } = await visitor.from('subscribers').insert({
    email,
    name: '=HYPERLINK("https://evil.example")',
    country: 'Chile',
    subscribed_via: 'ExitIntentPopup',
  });
  expect(error).toBeNull();

  await signInAs(page, 'editor@example.org');
  await page.goto('/admin/subscribers');
  // The export is what the search shows: this one subscriber, every page of it, not the page on screen.
  await page.getByLabel('Buscar por email, nombre o país').fill(email);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Ventana al salir del sitio');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  const line = lines[1];
  expect(line?.startsWith(email)).toBe(true);
  expect(line).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  // The origin in words, as the list shows it, not the section's internal name.
  expect(line).toContain('Ventana al salir del sitio');

  // Back and Forward walk between the list's views: the filter is a step of its own.
  await page.getByLabel('Estado').selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await page.goBack();
  await expect(page).not.toHaveURL(/status=inactive/);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/status=inactive/);
});

test('the pastoral team marks a prayer request as prayed for', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = `Marta ${testInfo.project.name} ${Date.now()}`;
  const env = e2eEnvironment();
  const visitor = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  await visitor.from('prayer_requests').insert({ name, request_text: 'Por la salud de mi madre.' });

  await signInAs(page, 'pastoral@example.org');
  await page.goto('/admin/prayers?status=pending');
  await page.getByLabel('Buscar por nombre o motivo').fill(name);
  await page.getByRole('button', { name: `Marcar como orada petición de ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Petición marcada como orada' })).toBeVisible();
  const { data } = await serviceClient()
    .from('prayer_requests')
    .select('is_prayed_for')
    .eq('name', name)
    .single();
  expect(data?.is_prayed_for).toBe(true);
});
