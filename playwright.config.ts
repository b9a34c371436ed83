import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './tests/support/testChromium.ts';

// Browser journeys on the built site and admin against an in-memory backend with demo content
// (tests/e2e/support/globalSetup.ts). Chromium comes from the machine (tests/support/testChromium.ts).

/**
 * What a phone changes: the visitor's site and the panel's frame (drawer menu, cards for rows, keyboard
 * paths, accessibility at 360 px). These run at both widths. A staff workflow or a publish-and-rebuild
 * loop does the same at any width, so it runs once, on the desktop, where staff do that work.
 */
const PHONE_JOURNEYS =
  /\/(visitor|donor|staffScreensAreAccessible|staffDialogsAreAccessible|staffSignsInAndOut|staffUsesOnlyTheKeyboard|staffUseThePanelOnAPhone)[^/]*\.spec\.ts$/;

/** Journeys that publish and watch a running `npm start` rebuild the site (support/liveProduct.ts). */
const LIVE_JOURNEYS =
  /\/(editorPublishesToTheLiveSite|editorPublishesEventsToTheLiveSite|editorBuildsTheTeachingLibrary|editorWritesAPostVisually|prayerWallLoop|editorSchedulesAnAnnouncement|editorPublishesTheSiteContent)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  // Independent files run side by side, one worker per core. With one worker the run left a third of CI's
  // two cores idle (a journey waits on the page, the API, a debounce); with two it took 11.9 and 12.9 min
  // against 14.2. Journeys longer than the 30 s default set their own timeout, and a journey that ends an
  // account's sessions (signing out is global) uses an account of its own, never a shared demo login.
  workers: availableParallelism(),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // Recording a trace for every journey (to keep the failing ones') cost a quarter of the run: five files
    // took 165 s with it and 124 s without. To study a failure, rerun it with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Pages reach only the site and the local API: every other host fails to resolve. (Routing each
        // request through Playwright to block them would also turn off the browser's cache.)
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    // The journeys through a running `npm start` (support/liveProduct.ts), first and on one worker: that
    // worker starts the product once and walks them one after the other while the other worker takes the rest.
    // Left to the shared queue they came last (a worker-scoped fixture sets them apart, so workers kept to
    // the other journeys first), and both workers then built a product of their own at the end of the run,
    // with minute-long journeys in its tail.
    { name: 'live', testMatch: LIVE_JOURNEYS, workers: 1, use: { viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', testMatch: PHONE_JOURNEYS, use: { viewport: { width: 360, height: 780 } } },
    // The phone-panel journey fixes its own 360 px viewport: at desktop width it would only repeat itself.
    {
      name: 'desktop',
      testIgnore: [/staffUseThePanelOnAPhone/, LIVE_JOURNEYS],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
});
