import type { Page } from '@playwright/test';
import type { RunningProduct } from '#devserver/startProduct.ts';
import { tinyPng } from './support/files.ts';
import { expect } from './support/fixtures.ts';
import { test, waitForSite } from './support/liveProduct.ts';
import { openMenu, signInAs } from './support/staff.ts';

// Issue 16, done when: an editor builds a series with two speakers, publishes an audio on Romans 8 with a
// transcript, and the live site shows it on every library page, in the search and in the feeds; once
// unpublished it is gone from all of them.

/** A word found nowhere but in this audio's transcript. */
const TRANSCRIPT_WORD = 'ornitorrinco';
const transcript = `WEBVTT

Introducción
00:00:00.000 --> 00:00:04.000
<v Ana>Todas las cosas ayudan a bien, dijo el ${TRANSCRIPT_WORD} a la iglesia.

00:00:04.000 --> 00:00:08.000
Nada nos separará del amor de Dios.
`;
const vtt = (name: string, text: string) => ({ name, mimeType: 'text/vtt', buffer: Buffer.from(text) });

async function createInDialog(page: Page, menu: string, button: string, fields: Record<string, string>) {
  await openMenu(page);
  await page.getByRole('link', { name: menu }).click();
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  return dialog;
}

/** Every page and feed where a published audio on Romans 8 with this series and speakers appears. */
const libraryPaths = (series: string, speakers: string[]) => [
  `/series/${series}/`,
  ...speakers.map((speaker) => `/predicadores/${speaker}/`),
  '/biblia/romanos/',
  '/podcast.xml',
  `/series/${series}/podcast.xml`,
  ...speakers.map((speaker) => `/predicadores/${speaker}/podcast.xml`),
];

async function waitForAll(product: RunningProduct, paths: string[], shows: boolean, title: string) {
  const since = Date.now();
  for (const path of paths)
    await waitForSite(
      product,
      path,
      (status, body) => (status === 200 && body.includes(title)) === shows,
      since,
    );
}

/** Searches the transcript's word on /buscar and waits until the results (or none) are told. */
async function searchTranscript(page: Page) {
  await page.goto('/buscar');
  await page.getByLabel('¿Qué buscas?').fill(TRANSCRIPT_WORD);
  await expect(page.getByRole('status')).toHaveText(/resultados? para|No encontramos/);
}

test('an editor publishes a series episode and it reaches the series, speakers, Bible, search and feeds; unpublished, it leaves them all', async ({
  page,
  product,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(420_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const seriesTitle = `Más que vencedores ${stamp}`;
  const speakerNames = [`Ana Ruiz ${stamp}`, `Pablo Gil ${stamp}`];
  const title = `Nada nos separará ${stamp}`;
  await signInAs(page, 'editor@example.org');

  const seriesDialog = await createInDialog(page, 'Series', 'Nueva serie', {
    Título: seriesTitle,
    Descripción: 'Romanos 8, verso a verso.',
  });
  const seriesSlug = await seriesDialog.getByLabel('Slug').inputValue();
  // The cover goes up through the staff image path the moment it is chosen.
  await seriesDialog.getByLabel('Portada').setInputFiles(tinyPng);
  await expect(seriesDialog.getByRole('img', { name: 'Portada actual de la serie' })).toBeVisible();
  await seriesDialog.getByRole('switch', { name: 'Publicado' }).click();
  await seriesDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Serie creada' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(seriesTitle) })).toContainText('Publicado');

  const speakerSlugs: string[] = [];
  for (const name of speakerNames) {
    const dialog = await createInDialog(page, 'Predicadores', 'Nuevo predicador', {
      Nombre: name,
      'Biografía breve': 'Predica en la iglesia local.',
    });
    speakerSlugs.push(await dialog.getByLabel('Slug').inputValue());
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Predicador creado' }).last()).toBeVisible();
  }

  await page.goto('/admin/audios/new');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('URL del audio').fill('https://media.example.org/audios/romanos-8.mp3');
  await page.getByLabel('Serie', { exact: true }).selectOption({ label: seriesTitle });
  await page.getByLabel('Posición en la serie').fill('1');
  for (const name of speakerNames) await page.getByRole('checkbox', { name }).check();
  const references = page.getByLabel('Referencias bíblicas');
  await references.fill('Rom 8:28-39; Hechizos 3');
  await expect(page.getByText('No se reconoce el libro en «Hechizos 3».')).toBeVisible();
  await expect(references).toHaveAttribute('aria-invalid', 'true');
  await references.fill('Rom 8:28-39');
  await expect(page.getByText('Se guardará: Romanos 8:28–39')).toBeVisible();
  const transcriptInput = page.getByLabel('Transcripción (WebVTT)');
  await transcriptInput.setInputFiles(vtt('roto.vtt', 'WEBVTT\n\n00:00 --> 00:04.000\nHola'));
  await expect(page.getByText('Transcripción no válida (línea 3)', { exact: false })).toBeVisible();
  await transcriptInput.setInputFiles(vtt('romanos-8.vtt', transcript));
  await expect(page.getByText('Transcripción lista: 2 subtítulos.')).toBeVisible();
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio creado' })).toBeVisible();

  const paths = libraryPaths(seriesSlug, speakerSlugs);
  await waitForAll(product, paths, true, title);
  await searchTranscript(page);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Editing shows back what was saved; switching Publicado off takes it out of the library.
  await page.goto('/admin/audios');
  await page.getByLabel('Buscar por título, URL o serie').fill(seriesTitle);
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: `Editar ${title}` })
    .click();
  await expect(page.getByLabel('Referencias bíblicas')).toHaveValue('Romanos 8:28–39');
  for (const name of speakerNames) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByText('Tiene transcripción.')).toBeVisible();
  await page.getByRole('switch', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio actualizado' })).toBeVisible();

  await waitForAll(product, paths, false, title);
  // Pagefind still offers loose matches for a word no page has any more; this audio is not among them.
  await searchTranscript(page);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
