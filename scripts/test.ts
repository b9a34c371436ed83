import { runBin } from './lib/run.ts';

// Every test: the static checks, unit + integration on embedded PGlite, the integration suite again on
// a real PostgreSQL server when DATABASE_URL points at one (CI starts the machine's server), then the
// browser journeys, then the quality budgets (page weights from the build and one Lighthouse run per route).
const vitest = 'node_modules/vitest/vitest.mjs';
const databaseUrl = process.env.DATABASE_URL;

try {
  console.log('▶ Typecheck, lint y formato (npm run check)');
  await runBin('scripts/check.ts', []);
  console.log('▶ Pruebas unitarias e integración (PGlite)');
  await runBin(vitest, ['run'], { env: { DATABASE_URL: '' } });
  if (databaseUrl) {
    console.log('▶ Pruebas de integración (PostgreSQL, DATABASE_URL)');
    await runBin(vitest, ['run', 'tests/integration'], { env: { DATABASE_URL: databaseUrl } });
  } else {
    console.log('DATABASE_URL no está definida: se omite la pasada sobre PostgreSQL.');
  }
  console.log('▶ Pruebas e2e (Playwright + Chromium sobre el sitio construido)');
  await runBin('node_modules/@playwright/test/cli.js', ['test'], { env: { DATABASE_URL: '' } });
  console.log('▶ Presupuestos: peso por ruta y Lighthouse móvil (npm run quality)');
  await runBin('scripts/quality/gates.ts', [], { env: { DATABASE_URL: '' } });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
