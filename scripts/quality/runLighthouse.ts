import lighthouse, { type Flags } from 'lighthouse';
import { type RouteMetrics, routeMetrics, type ScriptWeigher } from './lighthouseMetrics.ts';

/**
 * Hosts the site reaches that do not exist on a test machine (Stripe's buy button on /donate, the Google
 * map and YouTube embeds). Blocked so a run never waits on DNS; their weight is then not counted.
 */
export const BLOCKED_THIRD_PARTIES = [
  '*://js.stripe.com/*',
  '*://*.stripe.com/*',
  '*://*.google.com/*',
  '*://*.googleapis.com/*',
  '*://*.gstatic.com/*',
  '*://*.youtube.com/*',
  '*://*.youtube-nocookie.com/*',
  '*://*.ytimg.com/*',
  '*://*.instagram.com/*',
  '*://chatgpt.com/*',
];

/**
 * One Lighthouse run of one URL with the default (mobile) configuration: Moto G Power screen, simulated
 * slow 4G and 4× CPU slowdown, the four categories the budgets cover.
 */
export async function runLighthouse(
  url: string,
  port: number,
  weighScript?: ScriptWeigher,
): Promise<RouteMetrics> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: BLOCKED_THIRD_PARTIES,
    // Neither changes a score, and together they were a fifth of each run (1.7-2.5 s of 7-9 s): the
    // full-page screenshot only draws the HTML report's element thumbnails, and the back/forward-cache
    // check (a weight-0 diagnostic) navigates away and back again.
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse en ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return routeMetrics(lhr as unknown as Parameters<typeof routeMetrics>[0], weighScript);
}
