import { createClient } from '@supabase/supabase-js';
import { e2eEnvironment, serviceClient } from './support/environment.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { signInAs } from './support/staff.ts';
import { PNG_1X1 } from './support/visitor.ts';

test('a pastoral moderator approves a visitor testimonial and it becomes public', async ({
  page,
  consoleErrors: _,
}, testInfo) => {
  const name = `Lucía ${testInfo.project.name} ${Date.now()}`;
  // A photo in the testimonial_photos bucket, as the upload function leaves it (the list shows no other).
  const photos = serviceClient().storage.from('testimonial_photos');
  const photoPath = `public/testimonial_${crypto.randomUUID()}.png`;
  const stored = await photos.upload(photoPath, PNG_1X1, { contentType: 'image/png' });
  expect(stored.error).toBeNull();
  const { error } = await serviceClient()
    .from('testimonials')
    .insert({
      name,
      email: 'lucia@example.org',
      country: 'Perú',
      testimonial_text: 'Dios cambió mi vida.',
      photo_url: photos.getPublicUrl(photoPath).data.publicUrl,
      is_approved: false,
    });
  expect(error).toBeNull();

  await signInAs(page, 'pastoral@example.org');
  await page.goto('/admin/testimonials?status=pending');
  await page.getByLabel('Buscar por nombre, país o texto').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('lucia@example.org');
  await expect(row).toContainText('Pendiente');
  expect(await axeViolations(page)).toEqual([]);
  // The photo is there to judge, and opens larger; Escape closes the preview.
  await row.getByRole('button', { name: `Ver en grande la foto de ${name}` }).click();
  const preview = page.getByRole('dialog', { name: `Foto de ${name}` });
  await expect(preview.getByRole('img', { name: `Foto de ${name}` })).toBeVisible();
  expect(
    await preview.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // A moderator corrects the text before approving it, held to the visitor form's 200 words.
  await row.getByRole('button', { name: `Editar texto testimonio de ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar el testimonio' });
  await expect(edit.getByLabel('Testimonio')).toHaveValue('Dios cambió mi vida.');
  await edit.getByLabel('Testimonio').fill(Array(201).fill('gracia').join(' '));
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toContainText('El testimonio no puede superar las 200 palabras.');
  expect(await axeViolations(page)).toEqual([]);
  await edit.getByLabel('Testimonio').fill('Dios cambió mi vida por completo.');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonio guardado' })).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Dios cambió mi vida por completo.');

  await row.getByRole('button', { name: `Aprobar testimonio de ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonio aprobado' })).toBeVisible();

  const env = e2eEnvironment();
  const visitor = createClient(env.apiUrl, env.publishableKey, { auth: { persistSession: false } });
  const { data: visible } = await visitor
    .from('testimonials')
    .select('name, testimonial_text')
    .eq('name', name);
  expect(visible).toEqual([{ name, testimonial_text: 'Dios cambió mi vida por completo.' }]);
});
