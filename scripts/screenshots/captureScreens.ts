import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axeCheck.ts';
import type { Shot } from './contactSheet.ts';
import type { Screen } from './screens.ts';

const fileSlug = (screen: Screen) =>
  `${screen.group}-${screen.label === '/' ? 'inicio' : screen.label}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase() || 'inicio';

export interface CaptureOptions {
  browser: Browser;
  baseUrl: string;
  width: number;
  outDir: string;
  /** Runs once in the fresh page before the first screen (e.g. signing in). */
  before?(page: Page): Promise<void>;
}

/**
 * Captures each screen at one width (reduced motion, so nothing is caught mid-animation) and reports
 * what a reviewer should look at: horizontal overflow, axe violations and console errors.
 */
export async function captureScreens(
  screens: readonly Screen[],
  { browser, baseUrl, width, outDir, before }: CaptureOptions,
): Promise<{ shots: Shot[]; problems: string[] }> {
  // Spanish like the visitors (native controls such as the file picker say "Seleccionar archivo").
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  // Only this machine: third-party embeds (maps, Stripe) must not be fetched.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (request) => request.abort());
  const shots: Shot[] = [];
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_FAILED|ERR_BLOCKED|status of 404/.test(message.text()))
      problems.push(`consola ${current} (${width}px): ${message.text()}`);
  });
  try {
    await before?.(page);
    for (const screen of screens) {
      current = `${screen.group} ${screen.label}`;
      // Every screen starts fresh: the exit popup shows once per session and the chat remembers being
      // open, which would leak into the screens after it. The staff session (its own key) stays.
      await page
        .evaluate(() => {
          sessionStorage.clear();
          localStorage.removeItem('chatbotOpen');
        })
        .catch(() => undefined);
      await page.goto(new URL(screen.path, baseUrl).href, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if (!screen.prepare) await loadLazyImages(page);
      await page
        .getByText('Cargando…')
        .first()
        .waitFor({ state: 'hidden' })
        .catch(() => undefined);
      await screen.prepare?.(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width)
        problems.push(`${current} (${width}px): el contenido se desborda a ${scrollWidth}px`);
      const file = `${fileSlug(screen)}-${width}.png`;
      await page.screenshot({ path: join(outDir, file), fullPage: !screen.prepare });
      shots.push({ group: screen.group, label: screen.label, width, file });
      for (const violation of await axeViolations(page))
        problems.push(`axe ${current} (${width}px): ${violation}`);
    }
  } finally {
    await context.close();
  }
  return { shots, problems };
}

/** A full-page capture does not scroll, so loading="lazy" images below the fold would show empty. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
      image.loading = 'eager';
    }
  });
  // Scroll through like a reader would: Chromium decodes images near the viewport, and a full-page
  // capture of a tall page otherwise shows some of them as empty boxes.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  // The demo API serves the images from this same process, slowly when the machine is busy.
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 20_000,
    })
    .catch(() => console.warn(`  ${page.url()}: imágenes sin terminar de cargar`));
}
