import { runBin } from '#devserver/run.ts';
import { stageTimer } from '../scripts/lib/stageTimer.ts';
import { type E2eSite, startE2eSite } from './e2e/support/e2eSite.ts';

// Every test: the static checks; unit + integration on embedded PGlite; the integration suite again on a
// real PostgreSQL server when DATABASE_URL points at one (CI starts the machine's server). Each pass is one
// Vitest project (vitest.config.ts) on every core, one pass after the other. Then the demo site is built
// once and serves both the quality budgets (page weights from the build, one Lighthouse run per route; they
// only read, so they go first, on untouched demo data) and the browser journeys. Each stage says how long it
// took; the run ends with the table (CI's limit is 90 min; aim < 25).
const vitest = 'node_modules/vitest/vitest.mjs';
const databaseUrl = process.env.DATABASE_URL;
const timer = stageTimer();
let e2e: E2eSite | undefined;

try {
  await timer.stage('Typecheck, lint y formato (npm run check)', () => runBin('scripts/check.ts', []));
  await timer.stage('Pruebas unitarias e integración (PGlite)', () =>
    runBin(vitest, ['run', '--project', 'pglite']),
  );
  if (databaseUrl) {
    await timer.stage('Pruebas de integración (PostgreSQL, DATABASE_URL)', () =>
      runBin(vitest, ['run', '--project', 'postgres']),
    );
  } else {
    console.log('DATABASE_URL no está definida: se omite la pasada sobre PostgreSQL.');
  }
  e2e = await timer.stage('Sitio de demostración: API en memoria, build del sitio y del panel', startE2eSite);
  const { site, env } = e2e;
  await timer.stage('Presupuestos: peso por ruta y Lighthouse móvil (npm run quality)', () =>
    runBin('scripts/quality/gates.ts', ['--site-url', site.siteUrl, '--site-dir', site.outDir], {
      env: { DATABASE_URL: '' },
    }),
  );
  await timer.stage('Pruebas e2e (Playwright + Chromium sobre el mismo sitio)', () =>
    runBin('node_modules/@playwright/test/cli.js', ['test'], { env: { DATABASE_URL: '', ...env } }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await e2e?.site.close();
  console.log(`\n${timer.summary()}`);
}
