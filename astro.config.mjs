// @ts-check

import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';

/** A self-hosted font cut to the weights and characters the pages use (scripts/fonts/webFonts.ts); Astro
 * writes the @font-face rules, the preload links and metric-matched fallbacks so the swap does not shift the
 * layout. */
const localFont = (
  /** @type {string} */ name,
  /** @type {string} */ cssVariable,
  /** @type {string[]} */ fallbacks,
  /** @type {string} */ file,
  /** @type {string} */ weight,
) => ({
  provider: fontProviders.local(),
  name,
  cssVariable,
  fallbacks,
  display: /** @type {const} */ ('swap'),
  options: {
    variants: [{ src: [`./src/assets/fonts/${file}`], weight, style: /** @type {const} */ ('normal') }],
  },
});

export default defineConfig({
  // Netlify sets URL to the site's primary address during its builds; SITE_URL overrides it. Locally the
  // canonical and og: URLs name the port the site is served on (npm start's PORT).
  site: process.env.SITE_URL ?? process.env.URL ?? `http://localhost:${process.env.PORT || 4321}`,
  // npm start builds aside and swaps; e2e runs build into their own folder.
  outDir: process.env.SITE_OUT_DIR || './dist',
  // The content layer caches database rows here; node_modules may be shared between checkouts and
  // parallel builds (tests), so each build folder gets its own cache.
  cacheDir: process.env.SITE_CACHE_DIR || './.astro/cache',
  integrations: [
    react(),
    {
      // `astro sync` (npm run check) only needs the collections' types, which come from their schemas:
      // its loaders then skip the API (src/lib/content/tableLoader.ts). A build always reads the content.
      name: 'content-types-without-api',
      hooks: {
        'astro:config:setup': ({ command }) => {
          if (command === 'sync') process.env.CONTENT_TYPES_ONLY = 'true';
        },
      },
    },
    // The admin SPA and the not-found page are not content to index.
    // Pages a visitor reaches only by a private link (noindex) stay out too.
    sitemap({
      filter: (page) =>
        !/\/(admin|404|baja|sin-conexion|guardados|oracion\/mi-peticion|donate\/gestionar|inscripcion\/gestionar|visitanos\/gestionar)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
    {
      // Over the finished pages, side by side (neither reads what the other writes; a rebuild after «Publicar»
      // waited for one then the other): the site search, Pagefind's index (scripts/search/indexSite.ts), and
      // the service worker for offline reading and the installable app (scripts/offline/buildServiceWorker.ts).
      name: 'search-index-and-service-worker',
      hooks: {
        'astro:build:done': async ({ dir, logger }) => {
          const siteDir = fileURLToPath(dir);
          const searchIndex = async () => {
            // A staff preview is looked at, never searched: its build skips the index.
            if (process.env.SITE_CONTENT_SOURCE === 'drafts') return;
            const { indexSite } = await import('./scripts/search/indexSite.ts');
            const { pages } = await indexSite(siteDir);
            logger.info(`${pages} páginas en el índice de búsqueda`);
          };
          const serviceWorker = async () => {
            const { buildServiceWorker } = await import('./scripts/offline/buildServiceWorker.ts');
            const { count, size } = await buildServiceWorker(siteDir);
            logger.info(`Service worker: ${count} archivos precargados (${Math.round(size / 1024)} KB)`);
          };
          await Promise.all([searchIndex(), serviceWorker()]);
        },
      },
    },
  ],
  // A «Vista previa» is served under /vista-previa/<token>/ (devserver/sitePreviews.ts): its own CSS and
  // scripts must come from there, not from the live site.
  build: { format: 'directory', assetsPrefix: process.env.SITE_ASSETS_PREFIX || undefined },
  vite: { plugins: [tailwindcss()] },
  fonts: [
    // Headings: one weight (600). Text and buttons: 400 to 600; a bolder request renders at 600.
    localFont('Fraunces', '--font-fraunces', ['Georgia', 'serif'], 'fraunces-600-latin.woff2', '600'),
    localFont(
      'Source Sans 3',
      '--font-source-sans',
      ['system-ui', 'sans-serif'],
      'source-sans-3-400-600-latin.woff2',
      '400 600',
    ),
  ],
});
