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
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Ver CV solicitud de ${name}` }).click();
  const cv = await popup;
  await cv.waitForURL(/\/storage\/v1\/object\/sign\/applicant_cvs\/public\/cv_Daniel_Rojas_\d+\.pdf\?token=/);
  await cv.close();

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
  const visitor = createClient(env.apiUrl, env.anonKey, { auth: { persistSession: false } });
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
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  const line = csv.split('\r\n').find((row) => row.startsWith(email));
  expect(line).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  // The origin in words, as the list shows it, not the section's internal name.
  expect(line).toContain('Ventana al salir del sitio');
  await page.getByLabel('Buscar por email, nombre o país').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Ventana al salir del sitio');
});

test('the pastoral team marks a prayer request as prayed for', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = `Marta ${testInfo.project.name} ${Date.now()}`;
  const env = e2eEnvironment();
  const visitor = createClient(env.apiUrl, env.anonKey, { auth: { persistSession: false } });
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
