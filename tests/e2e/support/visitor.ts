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

/** Makes every request matching `pattern` answer 503 in PostgREST's error shape, until the undo is called. */
async function failWith503(page: Page, pattern: string, code: string, message: string) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code, message, details: null, hint: null }),
    }),
  );
  return () => page.unroute(pattern);
}

/**
 * Makes every call to one REST table fail as a backend outage would (PostgREST's PGRST000, its English
 * message: the site tells it in Spanish), until the returned undo is called.
 */
export const failTable = (page: Page, table: string, message = 'Database connection error.') =>
  failWith503(page, `**/rest/v1/${table}**`, 'PGRST000', message);

/** Makes the visitor-upload function answer 503 (an outage between the site and the function). */
export const failUploadFunction = (page: Page, message = 'servicio no disponible') =>
  failWith503(page, '**/.netlify/functions/visitor-upload', 'unavailable', message);

/** Makes a server function matching `pattern` answer 503 (e.g. send-prayer-request). */
export const failFunction = (page: Page, pattern: string, message = 'servicio no disponible') =>
  failWith503(page, pattern, 'unavailable', message);

export const words = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i + 1}`).join(' ');
