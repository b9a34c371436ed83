// node scripts/quality/assertBudgets.ts [--lighthouse reports/lighthouse.json] [--weights reports/weights.json]
// Fails (exit 1) listing every route and metric over its budget (budgets.ts). Either report may be given alone.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { lighthouseBudget, weightBudget } from './budgets.ts';
import { type Budget, checkReport, describeViolation, type Violation } from './compareBudgets.ts';
import { PUBLIC_ROUTES } from './routes.ts';

/** Route → measurements (RouteMetrics or RouteWeight). */
type Report = Record<string, object>;

/** Violations of the Lighthouse report (its `routes`) and of the weights report (route → weights). */
export function budgetViolations(lighthouse: Report | undefined, weights: Report | undefined): Violation[] {
  const check = (report: Report | undefined, budgetFor: (route: string) => Budget) =>
    report ? checkReport(report as Record<string, Record<string, unknown>>, PUBLIC_ROUTES, budgetFor) : [];
  return [...check(lighthouse, lighthouseBudget), ...check(weights, weightBudget)];
}

/** Prints the verdict; returns true when every budget holds. */
export function reportVerdict(violations: readonly Violation[]): boolean {
  if (violations.length === 0) {
    console.log('✓ Todas las rutas cumplen sus presupuestos.');
    return true;
  }
  console.error(`✗ ${violations.length} presupuesto(s) excedido(s):`);
  for (const violation of violations) console.error(`  ${describeViolation(violation)}`);
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
  const lighthouse = load(values.lighthouse) as { routes: Report } | undefined;
  const weights = load(values.weights) as Report | undefined;
  if (!lighthouse && !weights) {
    console.error(
      `No hay informes en ${values.lighthouse} ni ${values.weights}: ejecuta npm run quality primero.`,
    );
    process.exit(1);
  }
  process.exitCode = reportVerdict(budgetViolations(lighthouse?.routes, weights)) ? 0 : 1;
}
