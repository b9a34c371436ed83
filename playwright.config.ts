import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser journeys on the built site and admin against an in-memory backend with demo content
// (tests/e2e/support/globalSetup.ts). Chromium comes from the machine: CHROME_PATH or Debian's.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  // Independent files run side by side: at least two workers (CI's two cores), half the cores on larger machines.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 360, height: 780 } } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
});
