import { TIMING_METRICS } from './budgets.ts';
import type { Violation } from './compareBudgets.ts';

/**
 * Below this Lighthouse benchmark index the host is too slow or too loaded for timing metrics to mean
 * anything: simulated throttling multiplies the CPU time the page really took by 4, so on a machine
 * shared by many jobs TBT swings from 0 to 1 s between identical runs. An unloaded 2-core CI runner
 * scores about 800–1,300.
 */
export const MIN_BENCHMARK_INDEX = 500;

/**
 * Splits violations into failures and timing results that cannot be judged because the host was too
 * loaded when the route was measured (`benchmarkIndex` per route). Byte, layout-shift and score budgets
 * of the other categories always fail: they do not depend on the host's speed.
 */
export function judgeTiming(
  violations: readonly Violation[],
  benchmarkIndexOf: (route: string) => number,
  minIndex = MIN_BENCHMARK_INDEX,
): { failures: Violation[]; inconclusive: Violation[] } {
  const failures: Violation[] = [];
  const inconclusive: Violation[] = [];
  for (const violation of violations) {
    const index = benchmarkIndexOf(violation.route);
    const tooLoaded = Number.isFinite(index) && index < minIndex;
    (TIMING_METRICS.has(violation.metric) && tooLoaded ? inconclusive : failures).push(violation);
  }
  return { failures, inconclusive };
}
