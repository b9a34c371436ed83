import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { e2eEnvironment } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { openArea } from './support/siteAreas.ts';
import { DEMO_PASSWORD, signInAs } from './support/staff.ts';

// Issue 27: an editor changes the site's pages but not the ministry's contact details or giving ids (the
// screen does not offer them and the API answers 42501), and every bad value is refused beside its field
// in Spanish, with nothing typed lost.

test('an editor is offered neither contact nor giving, and the API refuses them with 42501', async ({
  page,
  consoleErrors: _,
}) => {
  await signInAs(page, 'editor@example.org');
  await page.getByRole('link', { name: 'Sitio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sitio' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Página de inicio/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Redes y enlaces/ })).toBeVisible();
  for (const area of ['Identidad', 'Contacto', 'Donaciones'])
    await expect(page.getByRole('link', { name: new RegExp(`^${area}`) })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/admin/sitio/contact');
  await expect(page.getByRole('heading', { name: 'Sin acceso a esta sección' })).toBeVisible();
  await expect(page.getByLabel('Teléfono')).toHaveCount(0);

  const env = e2eEnvironment();
  const editor = createClient<Database>(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  await editor.auth.signInWithPassword({ email: 'editor@example.org', password: DEMO_PASSWORD });
  for (const area of ['contact', 'giving'] as const) {
    const draft = await editor.rpc('save_site_content_draft', {
      area,
      content: siteDefaults[area],
      base_version: 0,
    });
    expect(draft.error?.code, area).toBe('42501');
    const token = (await editor.auth.getSession()).data.session!.access_token;
    const published = await page.request.post('/.netlify/functions/site-content', {
      headers: { Authorization: `Bearer ${token}` },
      data: { action: 'publish', area, content: siteDefaults[area], draftVersion: 0 },
    });
    expect(published.status(), area).toBe(403);
    expect((await published.json()).code, area).toBe('42501');
  }
});

test('bad values are refused beside their fields in Spanish, and what was typed stays', async ({
  page,
  consoleErrors: _,
}) => {
  // Four screens and a reload: longer than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await signInAs(page, 'editor@example.org');
  await openArea(page, 'social', 'Redes y enlaces');
  const channel = page.getByRole('group', { name: 'Canal de video' }).getByLabel('Enlace');
  await channel.fill('ftp://videos.example.org');
  await expect(channel).toHaveAccessibleDescription(
    /Debe ser un enlace que empiece por http:\/\/ o https:\/\//,
  );
  await expect(channel).toHaveAttribute('aria-invalid', 'true');

  await openArea(page, 'home', 'Página de inicio');
  const hero = page.getByRole('group', { name: 'Portada' });
  await hero.getByLabel('Título', { exact: true }).fill('');
  await expect(hero.getByLabel('Título', { exact: true })).toHaveAccessibleDescription(
    'Este campo es obligatorio.',
  );
  await hero.getByLabel('Texto del botón').fill('Descubre mucho más sobre el Reino de Dios hoy');
  await expect(hero.getByLabel('Texto del botón')).toHaveAccessibleDescription(
    'No puede superar los 40 caracteres.',
  );
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados' })).toBeVisible();
  await expect(hero.getByLabel('Título', { exact: true })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await openArea(page, 'schedule', 'Horario');
  const sunday = page.getByRole('group', { name: /^Reunión 3/ });
  await sunday.getByLabel('Termina').fill('09:30');
  await expect(sunday.getByLabel('Termina')).toHaveAccessibleDescription(
    'La hora de fin debe ser posterior a la de inicio.',
  );

  // Nothing typed is lost: after a reload the refused text is still there to be corrected.
  await openArea(page, 'home', 'Página de inicio');
  await expect(page.getByRole('group', { name: 'Portada' }).getByLabel('Texto del botón')).toHaveValue(
    'Descubre mucho más sobre el Reino de Dios hoy',
  );
  await page
    .getByRole('group', { name: 'Portada' })
    .getByLabel('Título', { exact: true })
    .fill(siteDefaults.home.hero.title);
  await page
    .getByRole('group', { name: 'Portada' })
    .getByLabel('Texto del botón')
    .fill(siteDefaults.home.hero.action);
});

test('an admin’s phone and WhatsApp must be international', async ({ page, consoleErrors: _ }) => {
  await signInAs(page, 'admin@example.org');
  await openArea(page, 'contact', 'Contacto');
  await page.getByLabel('WhatsApp').fill('600 123 456');
  await expect(page.getByLabel('WhatsApp')).toHaveAccessibleDescription(
    /Escribe el número en formato internacional, con \+ y el código del país/,
  );
  await page.getByLabel('WhatsApp').fill(siteDefaults.contact.whatsapp);
  await expect(page.getByLabel('WhatsApp')).not.toHaveAttribute('aria-invalid', 'true');
});
