import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './tests/support/testChromium.ts';

// Browser journeys on the built site and admin against an in-memory backend with demo content
// (tests/e2e/support/globalSetup.ts). Chromium comes from the machine (tests/support/testChromium.ts).

/**
 * Where each journey runs. Visitors come mostly on phones, so every visitor journey runs at 360 px. At 1280 px
 * run only the visitor journeys whose page changes with the width (menus, the carousel's slides per view, the
 * chat button's place, dialogs and keyboard paths), and the staff's work, which is done on a desktop. The
 * panel's frame also runs at 360 px (drawer menu, rows as cards, dialogs, accessibility). A form or a
 * publish-and-rebuild loop does the same at any width: running it twice cost CI minutes and found nothing.
 */
const PHONE_JOURNEYS =
  /\/(visitor|donor|staffScreensAreAccessible|staffDialogsAreAccessible|staffSignsInAndOut|staffUseThePanelOnAPhone)[^/]*\.spec\.ts$/;

/** Visitor journeys that run at 1280 px as well: what they check changes with the width. */
const WIDE_VISITOR_JOURNEYS =
  'visitorBrowsesEveryPage|visitorDialogsAreAccessible|visitorUsesOnlyTheKeyboard|visitorOpensTheHomePage|visitorBrowsesTestimonialCarousel|visitorChatsWithAssistant';
const PHONE_ONLY_JOURNEYS = new RegExp(
  `/(staffUseThePanelOnAPhone|(?!${WIDE_VISITOR_JOURNEYS})(visitor|donor))[^/]*\\.spec\\.ts$`,
);

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
    {
      name: 'desktop',
      testIgnore: [PHONE_ONLY_JOURNEYS, LIVE_JOURNEYS],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
});
