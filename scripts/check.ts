import { runBin } from './lib/run.ts';

// Typecheck (TypeScript for core/backend/admin/scripts/tests, astro check for the site), then Biome's
// lint and format check. One failing step fails the command.
try {
  await runBin('node_modules/typescript/bin/tsc', ['-p', '.']);
  // .astro files; --noSync because syncing content would need the API running.
  await runBin('node_modules/astro/bin/astro.mjs', ['check', '--noSync', '--tsconfig', 'tsconfig.site.json']);
  await runBin('node_modules/@biomejs/biome/bin/biome', ['check', '.']);
  console.log('check: sin problemas.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
