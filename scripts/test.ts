import { runBin } from './lib/run.ts';

// Every test: unit + integration on embedded PGlite, then the integration suite again on a real
// PostgreSQL server when DATABASE_URL points at one (CI starts the machine's server).
const vitest = 'node_modules/vitest/vitest.mjs';
const databaseUrl = process.env.DATABASE_URL;

try {
  console.log('▶ Pruebas unitarias e integración (PGlite)');
  await runBin(vitest, ['run'], { env: { DATABASE_URL: '' } });
  if (databaseUrl) {
    console.log('▶ Pruebas de integración (PostgreSQL, DATABASE_URL)');
    await runBin(vitest, ['run', 'tests/integration'], { env: { DATABASE_URL: databaseUrl } });
  } else {
    console.log('DATABASE_URL no está definida: se omite la pasada sobre PostgreSQL.');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
