import { runBin } from './lib/run.ts';
import { stageTimer } from './lib/stageTimer.ts';

// Every test: the static checks, unit + integration on embedded PGlite, the integration suite again on
// a real PostgreSQL server when DATABASE_URL points at one (CI starts the machine's server), then the
// browser journeys, then the quality budgets (page weights from the build and one Lighthouse run per route).
// Each stage says how long it took, and the run ends with the table (CI's limit is 90 min; aim < 25).
const vitest = 'node_modules/vitest/vitest.mjs';
const databaseUrl = process.env.DATABASE_URL;
const timer = stageTimer();

try {
  await timer.stage('Typecheck, lint y formato (npm run check)', () => runBin('scripts/check.ts', []));
  await timer.stage('Pruebas unitarias e integración (PGlite)', () =>
    runBin(vitest, ['run'], { env: { DATABASE_URL: '' } }),
  );
  if (databaseUrl) {
    await timer.stage('Pruebas de integración (PostgreSQL, DATABASE_URL)', () =>
      runBin(vitest, ['run', 'tests/integration'], { env: { DATABASE_URL: databaseUrl } }),
    );
  } else {
    console.log('DATABASE_URL no está definida: se omite la pasada sobre PostgreSQL.');
  }
  await timer.stage('Pruebas e2e (Playwright + Chromium sobre el sitio construido)', () =>
    runBin('node_modules/@playwright/test/cli.js', ['test'], { env: { DATABASE_URL: '' } }),
  );
  await timer.stage('Presupuestos: peso por ruta y Lighthouse móvil (npm run quality)', () =>
    runBin('scripts/quality/gates.ts', [], { env: { DATABASE_URL: '' } }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  console.log(`\n${timer.summary()}`);
}
