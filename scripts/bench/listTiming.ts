import type { Page } from 'playwright-core';

/**
 * Times an admin list in the page itself. Playwright's `waitFor` polls at 0, 20, 50, 100, 100 and then
 * every 500 ms, so timing a load from Node rounds anything slower than ~300 ms up by as much as half a
 * second. Instead a MutationObserver notes the frame in which page `n` of the list first shows a row
 * (the pager reads "Página n de" and the table has a body row other than the one shown when the user
 * clicked), in the page's own clock.
 */
export interface ListTimes {
  /** Page clock (ms since navigation start) when the page's rows were first painted. */
  rowsAt: number;
  /** Last user click before that, or undefined on a fresh load. */
  clickAt?: number;
  /** Entry script and stylesheet parsed (DOMContentLoaded). */
  domReadyAt: number;
  /** The list's REST request: when it was sent and when its response ended. */
  listRequest?: { startAt: number; endAt: number };
}

declare global {
  interface Window {
    __benchClickAt?: number;
    /** Page number → page clock of the frame that first painted its rows. */
    __benchRowsAt?: Record<number, number>;
  }
}

/** Installs the observer on every document of `page` (call once, before navigating). */
export async function installListTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const rowsAt: Record<number, number> = {};
    window.__benchRowsAt = rowsAt;
    const firstRow = () => document.querySelector('tbody tr')?.textContent ?? null;
    // Rows on screen when the user clicks are the old page's, even once the pager says the new number.
    let rowsBeforeClick: string | null = null;
    addEventListener(
      'click',
      () => {
        window.__benchClickAt = performance.now();
        rowsBeforeClick = firstRow();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const pager = document.querySelector('nav[aria-label="Paginación"] p')?.textContent ?? '';
      const shown = Number(/^Página (\d+) de/.exec(pager)?.[1]);
      const row = firstRow();
      if (!shown || shown in rowsAt || row === null || row === rowsBeforeClick) return;
      rowsAt[shown] = Number.NaN;
      requestAnimationFrame(() => (rowsAt[shown] = performance.now()));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits for page `target` of the list and reads the timings (call right after a navigation or click). */
export async function readListTimes(page: Page, target: number, table: string): Promise<ListTimes> {
  return page.evaluate(
    async ({ target, table }) => {
      const rowsAt = await new Promise<number>((resolve) => {
        const check = () => {
          const at = window.__benchRowsAt?.[target];
          if (at !== undefined && !Number.isNaN(at)) resolve(at);
          else setTimeout(check, 10);
        };
        check();
      });
      // A fetch's resource entry is queued after its body was read, which can be after the render.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(`/rest/v1/${table}?`) && entry.startTime <= rowsAt);
      const last = requests.at(-1) as PerformanceResourceTiming | undefined;
      return {
        rowsAt,
        clickAt: window.__benchClickAt,
        domReadyAt: navigation.domContentLoadedEventEnd,
        listRequest: last && { startAt: last.startTime, endAt: last.responseEnd },
      };
    },
    { target, table },
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
