// npm run lighthouse -- [--runs N] [--out reports/lighthouse.json] [--site DIR]
// Lighthouse (mobile preset) on every public route of the built site, median of N runs (default 3):
// scores, LCP, CLS, TBT, bytes transferred and script bytes. Writes a JSON report and prints a table.
// Without --site it builds the site from the demo content first (as npm start does).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuildFolder, startDemoSite } from '#devserver/demoSite.ts';
import { launchChromium } from './chromium.ts';
import { medianMetrics, type RouteMetrics } from './lighthouseMetrics.ts';
import { formatLighthouseTable } from './lighthouseTable.ts';
import { buildReader, siteScriptWeigher } from './pageWeight.ts';
import { PUBLIC_ROUTES } from './routes.ts';
import { runLighthouse } from './runLighthouse.ts';

export interface LighthouseReport {
  runs: number;
  measuredAt: string;
  /** Median of the runs, per route. */
  routes: Record<string, RouteMetrics>;
  /** Every run, per route (to see the spread). */
  samples: Record<string, RouteMetrics[]>;
}

/**
 * Audits routes of the site served from `outDir` at `siteUrl` (every public route by default), `runs` times
 * each, in one Chromium.
 */
export async function auditRoutes(
  { siteUrl, outDir }: { siteUrl: string; outDir: string },
  runs: number,
  log: (line: string) => void = console.log,
  only: readonly string[] = PUBLIC_ROUTES,
): Promise<LighthouseReport> {
  const chromium = await launchChromium();
  const routes: Record<string, RouteMetrics> = {};
  const samples: Record<string, RouteMetrics[]> = {};
  const weighScript = siteScriptWeigher(siteUrl, buildReader(outDir));
  try {
    for (const route of only) {
      const results: RouteMetrics[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await runLighthouse(`${siteUrl}${route}`, chromium.port, weighScript));
      samples[route] = results;
      routes[route] = medianMetrics(results);
      const m = routes[route];
      log(`  ${route}: ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}`);
    }
  } finally {
    await chromium.close();
  }
  return { runs, measuredAt: new Date().toISOString(), routes, samples };
}

export function writeReport(path: string, report: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      out: { type: 'string', default: 'reports/lighthouse.json' },
      site: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs debe ser un entero ≥ 1');
  const site = values.site ? await serveBuildFolder(values.site) : await startDemoSite({ admin: false });
  try {
    console.log(`Lighthouse (móvil), ${runs} pasada(s) por ruta sobre ${site.siteUrl}`);
    const report = await auditRoutes(site, runs);
    writeReport(values.out, report);
    console.log(`\n${formatLighthouseTable(report.routes)}\nInforme: ${values.out}`);
  } finally {
    await site.close();
  }
}
