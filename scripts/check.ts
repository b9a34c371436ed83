import { runBin } from '#devserver/run.ts';

// Typecheck (TypeScript for core/backend/admin/scripts/tests, astro check for the site), then Biome's
// lint and format check. One failing step fails the command. `astro sync` first writes the content
// collections' types (.astro/, from src/content.config.ts) that both typechecks read; it reads no
// content (astro.config.mjs), so no API needs to run.
try {
  await runBin('node_modules/astro/bin/astro.mjs', ['sync']);
  await runBin('node_modules/typescript/bin/tsc', ['-p', '.']);
  await runBin('node_modules/astro/bin/astro.mjs', ['check', '--noSync', '--tsconfig', 'tsconfig.site.json']);
  await runBin('node_modules/@biomejs/biome/bin/biome', ['check', '.']);
  console.log('check: sin problemas.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
