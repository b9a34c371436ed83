import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. Most files
    // wait on a database, a child process or a build, so two workers share them there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
