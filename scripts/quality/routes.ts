import { join } from 'node:path';

/**
 * Every public route of the site (docs/spec.md §2, the seven blog sections, one post and one event of the demo
 * content, the calendar and the live page, and the teaching library: its indexes and one page of each kind, the prayer wall),
 * as the quality gates measure them. The 404 page is left out: Lighthouse's SEO category fails any page
 * that answers 404 by design, and axe already covers it in the e2e suite.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/teachings',
  '/blog',
  '/blog/articulos',
  '/blog/meditaciones',
  '/blog/pastor',
  '/blog/destacados',
  '/blog/pdf',
  '/blog/planes-lectura',
  '/blog/suscripciones',
  '/blog/que-es-el-reino-de-dios',
  '/donate',
  '/biblioteca',
  '/contact',
  '/gpt-experto',
  '/careers',
  '/legal',
  '/eventos',
  '/eventos/estudio-biblico',
  // An event that takes sign-ups (issue 33): its form and the code that counts its places.
  '/eventos/noche-de-jovenes',
  '/en-vivo',
  '/series',
  '/series/fundamentos-de-la-fe',
  '/predicadores',
  '/predicadores/daniel-herrera',
  '/biblia',
  '/biblia/romanos',
  '/audios/meditacion-salmo-23',
  '/videos/escuela-de-oracion-padre-nuestro',
  '/buscar',
  '/oracion',
  // Small groups (issue 33): the list with its CSS-only filters, and a group's «Quiero unirme» form.
  '/grupos',
  '/grupos/jovenes-del-centro',
  // Serving shifts (issue 33): a registration form per shift, with the same counting code.
  '/careers/turnos',
  // «Planea tu visita» (issue 32): what to expect and its five-field form, loaded on first interaction.
  '/visitanos',
] as const;

/** The built HTML file Astro writes for a route (directory format: /about → about/index.html; /404 → 404.html). */
export function routeHtmlFile(siteDir: string, route: string): string {
  if (route === '/404') return join(siteDir, '404.html');
  return join(siteDir, route, 'index.html');
}
