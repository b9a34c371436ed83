import { axeViolations, expect, test } from './support/fixtures.ts';

test('a visitor finds a teaching by a word of its transcript, without accents, and plays it from a time', async ({
  page,
  consoleErrors: _,
}) => {
  const pagefind: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) pagefind.push(request.url());
  });
  await page.goto('/buscar');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  expect(pagefind, 'nada se carga antes de buscar').toEqual([]);

  // One letter would match nearly every page: the page asks for a second before it searches.
  await page.getByLabel('¿Qué buscas?').fill('d');
  await expect(page.getByText('Escribe al menos dos letras para buscar.')).toBeVisible();
  await expect(page.locator('[data-search-results] > li')).toHaveCount(0);
  await page.getByLabel('¿Qué buscas?').fill('delicados pastos');
  const result = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Meditación: Salmo 23', exact: true }) });
  await expect(result).toBeVisible();
  // Spanish stemming: «pastos» also matches «pastor».
  await expect(result.locator('mark').first()).toHaveText(/delicad|past/i);
  await expect(page.getByRole('status')).toHaveText(/1 resultado para «delicados pastos»/);

  await page.getByLabel('¿Qué buscas?').fill('oracion');
  await expect(page.getByRole('link', { name: 'Escuela de oración', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('¿Qué buscas?').fill('delicados pastos');
  await page.getByRole('link', { name: 'Meditación: Salmo 23', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meditación: Salmo 23');
  const player = page.locator('audio[data-player]');
  // The transcript's times move the player (the demo audio is a 12 s reading served by the local Storage).
  // Where the seek landed, read when it lands: the player goes on playing from there.
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.addEventListener('seeked', () => audio.setAttribute('data-seeked-at', String(audio.currentTime)), {
      once: true,
    });
  });
  await page.getByRole('link', { name: 'Reproducir desde 0:07' }).click();
  // Chromium lands on the nearest MP3 frame (7.000522 s, say).
  await expect(player).toHaveAttribute('data-seeked-at', /^\d/);
  expect(Number(await player.getAttribute('data-seeked-at'))).toBeCloseTo(7, 1);
  await page.getByRole('link', { name: 'Salmos 23' }).click();
  await expect(page).toHaveURL(/\/biblia\/salmos\/?$/);
  await expect(page.getByRole('link', { name: 'Meditación: Salmo 23', exact: true })).toBeVisible();
});

test('a visitor searches from the header and lands on the results', async ({ page, consoleErrors: _ }) => {
  await page.goto('/series');
  // The header's search is a disclosure: its magnifier opens the box.
  await page.getByRole('img', { name: 'Buscar en el sitio' }).click();
  await page.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('perdon');
  await page.getByRole('searchbox', { name: 'Buscar en el sitio' }).press('Enter');
  await expect(page).toHaveURL(/\/buscar\/?\?q=perdon/);
  await expect(page.getByRole('link', { name: 'Perdonar como hemos sido perdonados' })).toBeVisible();
});

test('a visitor follows a series in order and copies its feed', async ({ page, consoleErrors: _ }) => {
  await page.goto('/series');
  await page.getByRole('link', { name: 'Fundamentos de la fe' }).click();
  const episodes = page
    .getByRole('list')
    .filter({ has: page.getByText('Episodio 1') })
    .getByRole('heading', { level: 3 });
  await expect(episodes).toHaveText([
    'Fundamentos de la fe 1: ¿Quién es Dios?',
    'Fundamentos de la fe 2: La gracia que salva',
    'Fundamentos de la fe 3: Nacer de nuevo',
  ]);
  await expect(page.getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute(
    'href',
    /^podcast:\/\/.+\/series\/fundamentos-de-la-fe\/podcast\.xml$/,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar enlace RSS' }).click();
  await expect(page.getByRole('button', { name: '¡Enlace copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/series\/fundamentos-de-la-fe\/podcast\.xml$/,
  );
  const feed = await page.request.get('/series/fundamentos-de-la-fe/podcast.xml');
  expect(await feed.text()).toContain('<itunes:type>serial</itunes:type>');
});
