import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium that tests drive: CHROME_PATH, else Debian's headless shell, else Debian's Chromium. The
 * shell is the browser Playwright itself runs headless tests in (Chromium's headless mode without the
 * browser's own UI processes); here a journey took about a third less time in it than in full Chromium.
 * Lighthouse keeps full Chromium (scripts/quality/chromium.ts): it measures what a visitor's browser does.
 */
export const TEST_CHROMIUM =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
