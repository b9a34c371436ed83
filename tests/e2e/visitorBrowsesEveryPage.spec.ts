import { axeViolations, expect, test } from './support/fixtures.ts';

/**
 * Every public page of docs/spec.md §2, the seven blog sections, one post and one event of the demo content, the
 * calendar, the live page, the teaching library (one page of each kind from the demo) and a missing page.
 */
const PAGES = [
  { path: '/', h1: /Reino de Dios/ },
  { path: '/about', h1: /.+/ },
  { path: '/teachings', h1: 'Enseñanzas' },
  { path: '/blog', h1: 'Blog' },
  { path: '/donate', h1: /.+/ },
  { path: '/biblioteca', h1: 'Biblioteca de Recursos' },
  { path: '/contact', h1: /.+/ },
  { path: '/gpt-experto', h1: /.+/ },
  { path: '/careers', h1: /.+/ },
  { path: '/legal', h1: /.+/ },
  { path: '/blog/articulos', h1: 'Artículos' },
  { path: '/blog/meditaciones', h1: 'Meditaciones' },
  { path: '/blog/pastor', h1: 'Palabras del Pastor' },
  { path: '/blog/destacados', h1: 'Destacados' },
  { path: '/blog/pdf', h1: 'Recursos en PDF' },
  { path: '/blog/planes-lectura', h1: 'Planes de Lectura' },
  { path: '/blog/suscripciones', h1: 'Suscripciones' },
  { path: '/blog/que-es-el-reino-de-dios', h1: '¿Qué es el Reino de Dios?' },
  { path: '/eventos', h1: 'Eventos' },
  { path: '/eventos/estudio-biblico', h1: 'Estudio bíblico' },
  { path: '/en-vivo', h1: 'En vivo' },
  { path: '/series', h1: 'Series' },
  { path: '/series/fundamentos-de-la-fe', h1: 'Fundamentos de la fe' },
  { path: '/predicadores', h1: 'Predicadores' },
  { path: '/predicadores/daniel-herrera', h1: 'Pastor Daniel Herrera' },
  { path: '/biblia', h1: 'La Biblia, libro por libro' },
  { path: '/biblia/romanos', h1: 'Romanos' },
  { path: '/audios/meditacion-salmo-23', h1: 'Meditación: Salmo 23' },
  { path: '/videos/escuela-de-oracion-padre-nuestro', h1: 'Escuela de oración: el Padre Nuestro' },
  { path: '/buscar', h1: 'Buscar' },
  // Small groups (issue 33): the list with its filters, a group with room and a full one.
  { path: '/grupos', h1: 'Grupos' },
  { path: '/grupos/jovenes-del-centro', h1: 'Jóvenes del Centro' },
  { path: '/grupos/mujeres-de-la-roma', h1: 'Mujeres de la Roma' },
  // Serving shifts (issue 33): a form per shift.
  { path: '/careers/turnos', h1: 'Turnos de servicio' },
  // «Planea tu visita» (issue 32); its private page is walked by visitorPlansAVisit.
  { path: '/visitanos', h1: 'Planea tu visita' },
  // The browser reports the page's own 404 status as a console error; that one is expected here.
  { path: '/esta-pagina-no-existe', h1: 'Página no encontrada', allow: [/status of 404/] },
];

for (const { path, h1, allow = [] } of PAGES) {
  test.describe(path, () => {
    test.use({ allowConsoleErrors: allow });
    test(`a visitor opens ${path}: one visible h1, no console errors, no accessibility violations`, async ({
      page,
      consoleErrors: _,
    }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(h1);
      await expect(page).toHaveTitle(/Palabra Viva/);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a visitor reads a post from the home page and finds its feeds', async ({ page, consoleErrors: _ }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver el Blog' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await page.goto('/blog/articulos');
  await page.getByRole('link', { name: '¿Qué es el Reino de Dios?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué es el Reino de Dios?');
  await expect(page.locator('link[rel="alternate"][href="/rss.xml"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][href="/podcast.xml"]')).toHaveCount(1);
});
