// node scripts/quality/assertBudgets.ts [--lighthouse reports/lighthouse.json] [--weights reports/weights.json]
// Fails (exit 1) listing every route and metric over its budget (budgets.ts). Either report may be given alone.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { lighthouseBudget, weightBudget } from './budgets.ts';
import { type Budget, checkReport, describeViolation, type Violation } from './compareBudgets.ts';
import type { LighthouseReport } from './lighthouse.ts';
import { judgedMetrics, type RouteMetrics } from './lighthouseMetrics.ts';
import { PUBLIC_ROUTES } from './routes.ts';
import { judgeTiming, MIN_BENCHMARK_INDEX } from './timingVerdict.ts';

/** Route → measurements (RouteMetrics or RouteWeight). */
type Report = Record<string, object>;

/** Violations of the Lighthouse report (its `routes`) and of the weights report (route → weights). */
export function budgetViolations(lighthouse: Report | undefined, weights: Report | undefined): Violation[] {
  const check = (report: Report | undefined, budgetFor: (route: string) => Budget) =>
    report ? checkReport(report as Record<string, Record<string, unknown>>, PUBLIC_ROUTES, budgetFor) : [];
  return [...check(lighthouse, lighthouseBudget), ...check(weights, weightBudget)];
}

/** Per route, what the budgets judge: timings from the best run, the rest from the median (judgedMetrics). */
export function judgedRoutes(report: LighthouseReport): Record<string, RouteMetrics> {
  const routes: Record<string, RouteMetrics> = {};
  for (const [route, median] of Object.entries(report.routes)) {
    const samples = report.samples?.[route];
    routes[route] = samples && samples.length > 0 ? judgedMetrics(samples) : median;
  }
  return routes;
}

/**
 * Prints the verdict; returns true when every budget holds. Timing misses measured on a host too loaded
 * to judge them (timingVerdict.ts) are printed as warnings and do not fail.
 */
export function reportVerdict(
  violations: readonly Violation[],
  lighthouse?: Record<string, object>,
): boolean {
  const benchmarkIndexOf = (route: string) =>
    (lighthouse?.[route] as { benchmarkIndex?: number } | undefined)?.benchmarkIndex ?? Number.NaN;
  const { failures, inconclusive } = judgeTiming(violations, benchmarkIndexOf);
  if (inconclusive.length > 0) {
    console.warn(
      `⚠ ${inconclusive.length} medida(s) de tiempo sin juzgar: la máquina estaba demasiado cargada (benchmarkIndex < ${MIN_BENCHMARK_INDEX}):`,
    );
    for (const violation of inconclusive) {
      console.warn(`  ${describeViolation(violation)} (benchmarkIndex ${benchmarkIndexOf(violation.route)})`);
    }
  }
  if (failures.length === 0) {
    console.log('✓ Todas las rutas cumplen sus presupuestos.');
    return true;
  }
  console.error(`✗ ${failures.length} presupuesto(s) excedido(s):`);
  for (const violation of failures) console.error(`  ${describeViolation(violation)}`);
  return false;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      lighthouse: { type: 'string', default: 'reports/lighthouse.json' },
      weights: { type: 'string', default: 'reports/weights.json' },
    },
  });
  const load = (path: string) =>
    existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
  const lighthouse = load(values.lighthouse) as LighthouseReport | undefined;
  const weights = load(values.weights) as Report | undefined;
  if (!lighthouse && !weights) {
    console.error(
      `No hay informes en ${values.lighthouse} ni ${values.weights}: ejecuta npm run quality primero.`,
    );
    process.exit(1);
  }
  const judged = lighthouse ? judgedRoutes(lighthouse) : undefined;
  process.exitCode = reportVerdict(budgetViolations(judged, weights), judged) ? 0 : 1;
}
