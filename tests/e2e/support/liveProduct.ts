import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { type RunningProduct, startProduct } from '#devserver/startProduct.ts';
import { test as base } from './fixtures.ts';

// Journeys through the live site (issue 6): each Playwright project (worker) starts its own product
// (scripts/start.ts --memory on free ports) and what the admin publishes is served after the rebuild.
// The 10 s target is measured by `npm run bench:publish` on a quiet machine; here the wait is generous so a
// busy CI machine cannot flake a journey, and each measured latency can be attached to the report.
const TARGET_MS = Number(process.env.E2E_PUBLISH_TARGET_MS ?? 90_000);

// One running product per worker, set up before any page so baseURL can point at it.
export const test = base.extend<{ product: RunningProduct }, { running: RunningProduct }>({
  running: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
    async ({}, use) => {
      const running = await startProduct();
      await use(running);
      await running.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  product: async ({ running }, use) => use(running),
  baseURL: async ({ running }, use) => use(running.siteUrl),
});

let http: APIRequestContext | undefined;
test.afterAll(async () => {
  await http?.dispose();
  http = undefined;
});

/**
 * Polls `path` on the served site until `done(status, body)`; returns the milliseconds it took from
 * `since`, or fails with the end of the product's output once the generous target has passed.
 */
export async function waitForSite(
  product: RunningProduct,
  path: string,
  done: (status: number, body: string) => boolean,
  since: number,
): Promise<number> {
  http ??= await playwrightRequest.newContext();
  const deadline = since + TARGET_MS;
  for (;;) {
    const response = await http.get(`${product.siteUrl}${path}`);
    if (done(response.status(), await response.text())) return Date.now() - since;
    if (Date.now() > deadline) {
      throw new Error(`${path} no cambió en ${TARGET_MS} ms.\n${product.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
