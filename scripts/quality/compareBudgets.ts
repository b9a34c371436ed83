/** Limits for one route: metrics that must stay at or above `min`, and at or below `max`. */
export interface Budget {
  min?: Record<string, number>;
  max?: Record<string, number>;
}

export interface Violation {
  route: string;
  metric: string;
  measured: number;
  limit: number;
  kind: 'min' | 'max';
}

/** Every limit a route's measurements break; a missing or non-numeric measurement breaks its limit too. */
export function checkRoute(route: string, measured: Record<string, unknown>, budget: Budget): Violation[] {
  const violations: Violation[] = [];
  for (const kind of ['min', 'max'] as const) {
    for (const [metric, limit] of Object.entries(budget[kind] ?? {})) {
      const value = measured[metric];
      const ok =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (kind === 'min' ? value >= limit : value <= limit);
      if (!ok)
        violations.push({
          route,
          metric,
          measured: typeof value === 'number' ? value : Number.NaN,
          limit,
          kind,
        });
    }
  }
  return violations;
}

/** Checks a whole report; routes expected but absent from it are violations as well. */
export function checkReport(
  report: Record<string, Record<string, unknown>>,
  routes: readonly string[],
  budgetFor: (route: string) => Budget,
): Violation[] {
  return routes.flatMap((route) => checkRoute(route, report[route] ?? {}, budgetFor(route)));
}

/** One readable line per violation, e.g. "/donate: performance 88 < 90". */
export function describeViolation({ route, metric, measured, limit, kind }: Violation): string {
  if (Number.isNaN(measured))
    return `${route}: ${metric} sin medir (límite ${kind === 'min' ? '≥' : '≤'} ${limit})`;
  return `${route}: ${metric} ${measured} ${kind === 'min' ? '<' : '>'} ${limit}`;
}
