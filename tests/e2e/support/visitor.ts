import type { Page, TestInfo } from '@playwright/test';

/** Shared bits of the visitor journeys: toasts, unique names per run and project, sample files. */
export const toasts = (page: Page) => page.locator('[data-toast]');

export function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A real 1×1 PNG: the storage server checks the bytes against the declared type. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF document (header, one empty page, trailer). */
export const PDF_MINIMAL = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Makes every call to one REST table fail as a backend outage would, until the returned undo is called. */
export function failTable(page: Page, table: string, message = 'servicio no disponible') {
  return failFunction(page, `**/rest/v1/${table}**`, message);
}

/** Makes every request matching `pattern` fail with a 503 in PostgREST's shape, until the undo is called. */
export async function failFunction(
  page: Page,
  pattern: string,
  message = 'servicio no disponible',
): Promise<() => Promise<void>> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PGRST000', message, details: null, hint: null }),
    }),
  );
  return () => page.unroute(pattern);
}

export const words = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i + 1}`).join(' ');
