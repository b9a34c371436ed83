// npm run quality — the budgets step of npm test: builds the site from the demo content, weighs every
// public route from the build, runs Lighthouse once per route, and fails when any budget is broken.
// A route that misses a timing budget (performance score, LCP, TBT) is measured twice more and judged on
// the median of three, so machine noise does not fail CI while a real regression still does.

import { budgetViolations, reportVerdict } from './assertBudgets.ts';
import { lighthouseBudget, TIMING_METRICS } from './budgets.ts';
import { startBuiltSite } from './builtSite.ts';
import { checkRoute } from './compareBudgets.ts';
import { auditRoutes, writeReport } from './lighthouse.ts';
import { medianMetrics } from './lighthouseMetrics.ts';
import { formatLighthouseTable } from './lighthouseTable.ts';
import { formatWeightTable, weighSite } from './siteWeights.ts';

const started = performance.now();
const site = await startBuiltSite();
let ok = false;
try {
  const weights = weighSite(site.dir);
  writeReport('reports/weights.json', weights);
  console.log(`Peso por ruta (build con el contenido demo)\n${formatWeightTable(weights)}\n`);

  console.log('Lighthouse (móvil), una pasada por ruta:');
  const report = await auditRoutes(site.url, 1);
  const noisy = Object.entries(report.routes)
    .filter(([route, metrics]) =>
      checkRoute(route, metrics as unknown as Record<string, unknown>, lighthouseBudget(route)).some((v) =>
        TIMING_METRICS.has(v.metric),
      ),
    )
    .map(([route]) => route);
  if (noisy.length > 0) {
    console.log(`Repitiendo dos veces (mediana de 3): ${noisy.join(', ')}`);
    const again = await auditRoutes(site.url, 2, () => {}, noisy);
    for (const route of noisy) {
      const first = report.routes[route]!;
      const runs = again.samples[route] ?? [];
      report.routes[route] = medianMetrics([first, ...runs]);
    }
  }
  writeReport('reports/lighthouse.json', report);
  console.log(`\n${formatLighthouseTable(report.routes)}\n`);
  ok = reportVerdict(budgetViolations(report.routes, weights));
} finally {
  await site.close();
  console.log(`Presupuestos: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.exitCode = ok ? 0 : 1;
