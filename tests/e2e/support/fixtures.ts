import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';

/**
 * Every test gets a page whose console errors and page errors fail the test at the end (pass
 * `allowConsoleErrors` for journeys that provoke them on purpose). Third-party hosts never resolve
 * (playwright.config.ts), so their failed loads are not counted.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: RegExp[];
  allowCspViolations: RegExp[];
  cspViolations: string[];
}>({
  allowConsoleErrors: [[], { option: true }],
  // Only for journeys whose point is that the policy blocks something (an attacker's payload).
  allowCspViolations: [[], { option: true }],
  // The site server sends netlify.toml's Content-Security-Policy; every page of every test must live with
  // it. Violations are collected from the browser's own event (not from console text, which journeys may
  // allow) on every page of the context, and fail the test whatever else it allows.
  cspViolations: [
    async ({ context, allowCspViolations }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
        violations.push(`${new URL(page.url()).pathname}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} bloqueó ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      const allowed = [allowCspViolations].flat();
      const unexpected = violations.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'violaciones de la Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    // test.use reads a one-element array as [value, options]; accept a lone pattern too.
    const allowed = [allowConsoleErrors].flat();
    const unexpected = errors.filter(
      (text) => !allowed.some((pattern) => pattern.test(text)) && !/ERR_NAME_NOT_RESOLVED/.test(text),
    );
    expect(unexpected, 'errores de consola').toEqual([]);
  },
  // Every journey is a visitor of its own: the public doors' limits count per address (ten uploads or forms
  // an hour), and without this every journey would be 127.0.0.1 and the later ones would get 429. The API
  // reads the first X-Forwarded-For entry as Supabase's does behind a proxy; the site server's functions
  // take it as the connection's address (e2eSite.ts). The limits themselves are untouched.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'X-Forwarded-For': journeyAddress(testInfo.testId) }),
  // The site's port is chosen by the global setup, after the config is read.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
  baseURL: async ({}, use) => use(e2eEnvironment().siteUrl),
});

export { expect };

/** A private (10.0.0.0/8) address of the journey's own, the same on every run of it. */
export function journeyAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * axe-core's minified build, evaluated once per document. AxeBuilder evaluates its source in the page and
 * again in every frame, the page included, on each check, and by default that source is the unminified
 * 1.4 MB build: about half a second per evaluation here, more than the check itself. Guarded, a second
 * evaluation in the same document costs a parse, and checks that follow one another in one document (a sweep
 * of the panel's screens) reuse axe's warmed-up code. Same version and rules as the package's default.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe?.run !== 'function') {
${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
}`;

/** axe with the WCAG 2.2 AA rule set; returns violations as readable strings. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // One run in the page itself: the default runs again in a new page to merge frames' results, which
    // costs a page and a second copy of axe per check; our pages have no cross-origin frames to merge.
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
