import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'backend/**/*.test.ts',
      'scripts/**/*.test.ts',
      'devserver/**/*.test.ts',
      'src/**/*.test.ts',
      'admin/src/**/*.test.ts',
      'netlify/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default, one worker fewer than the cores (one on CI's two). Two workers there ran two site
    // builds at once, and Astro's builds share the project's .astro/.prerender folder: one lost its chunks.
  },
});
