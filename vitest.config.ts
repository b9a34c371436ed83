import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What every project shares; each project names its own files and database. */
const shared: TestProjectInlineConfiguration['test'] = {
  pool: 'forks',
  // Every core (Vitest's default leaves one free: one worker on CI's two); set per project, since a project
  // that does not extend the root config does not take the root's. Each site build gets its own folder
  // (tests/support/siteFiles.ts), so two at once no longer share Astro's staging folder.
  maxWorkers: availableParallelism(),
  // A worker runs file after file in one process, keeping the modules it has loaded. A process per file cost
  // ~0.4 s of start and a cold PGlite (wasm compiled and warmed again) for every file; one process halved the
  // PGlite pass (11.5 -> 6.3 min). Files therefore restore what they change (vi.stubEnv, timers, spies), the
  // two that mock the admin's client share one factory (admin/src/lib/adminClientMock.ts), and each file starts
  // with the platform's Request and Response (setupFiles).
  isolate: false,
  globalSetup: ['tests/support/globalSetup.ts'],
  setupFiles: ['tests/support/restorePlatformClasses.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** The integration suite drives the backend end to end: these are the files that run on both databases. */
const INTEGRATION = 'tests/integration/**/*.test.ts';

/**
 * Files that check the built site or the deploy's configuration, not the backend: the database only holds
 * the content they build from, so a second pass on PostgreSQL repeated ten Astro builds (minutes of CI) to
 * learn nothing the backend's own suites do not already prove on both databases.
 */
const SITE_ONLY = ['tests/integration/siteBuild*.test.ts', 'tests/integration/netlifyHeaders.test.ts'];

const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: {
          ...shared,
          name: 'pglite',
          include: [
            'core/**/*.test.ts',
            'backend/**/*.test.ts',
            'scripts/**/*.test.ts',
            'devserver/**/*.test.ts',
            'src/**/*.test.ts',
            'admin/src/**/*.test.ts',
            'netlify/**/*.test.ts',
            INTEGRATION,
          ],
          env: { DATABASE_URL: '' },
        },
      },
      // With DATABASE_URL (CI starts the machine's server), the integration suite also runs on PostgreSQL.
      ...(databaseUrl
        ? [
            {
              extends: false,
              test: {
                ...shared,
                name: 'postgres',
                include: [INTEGRATION],
                exclude: SITE_ONLY,
                env: { DATABASE_URL: databaseUrl },
              },
            },
          ]
        : []),
    ],
  },
});
