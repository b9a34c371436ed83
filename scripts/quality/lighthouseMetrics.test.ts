import { describe, expect, it } from 'vitest';
import {
  judgedMetrics,
  type LighthouseResultLike,
  medianMetrics,
  type RouteMetrics,
  routeMetrics,
} from './lighthouseMetrics.ts';

const categories = (score: number, auditIds: string[] = []) => ({
  score,
  auditRefs: auditIds.map((id) => ({ id, weight: 1 })),
});

const lhr: LighthouseResultLike = {
  environment: { benchmarkIndex: 846.5 },
  categories: {
    performance: categories(0.97, ['largest-contentful-paint', 'total-blocking-time']),
    accessibility: categories(1, ['color-contrast']),
    'best-practices': categories(0.96, ['errors-in-console']),
    seo: categories(1),
  },
  audits: {
    'largest-contentful-paint': { score: 0.96, numericValue: 2100.4 },
    'total-blocking-time': { score: 1, numericValue: 12 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
    'total-byte-weight': { score: 1, numericValue: 95_000 },
    'color-contrast': { score: null, scoreDisplayMode: 'notApplicable' },
    'errors-in-console': { score: 0 },
    'network-requests': {
      score: null,
      details: {
        items: [
          { resourceType: 'Document', transferSize: 13_000 },
          { resourceType: 'Script', url: 'http://site.test/_astro/loader.js', transferSize: 2_900 },
          { resourceType: 'Script', url: 'https://js.stripe.com/v3/buy-button.js', transferSize: 1_100 },
        ],
      },
    },
  },
};

describe('routeMetrics', () => {
  it('keeps scores in 0–100, timings, bytes and the audits that cost points', () => {
    expect(routeMetrics(lhr)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2100.4,
      cls: 0.01,
      tbtMs: 12,
      transferBytes: 95_000,
      scriptBytes: 4_000,
      benchmarkIndex: 847,
      failing: ['errors-in-console', 'largest-contentful-paint'],
    });
  });

  it("weighs the site's own scripts from the build (no HTTP headers) and other origins' as transferred", () => {
    const weighScript = (url: string) => (url.startsWith('http://site.test/') ? 1_200 : undefined);
    expect(routeMetrics(lhr, weighScript).scriptBytes).toBe(1_200 + 1_100);
  });

  it('gives NaN, not zero, for a metric Lighthouse did not produce (so a budget fails rather than passes)', () => {
    const metrics = routeMetrics({ categories: {}, audits: {} });
    expect(metrics.lcpMs).toBeNaN();
    expect(metrics.performance).toBe(0);
  });
});

describe('medianMetrics', () => {
  const run = (performance: number, tbtMs: number, failing: string[] = []): RouteMetrics => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    cls: 0,
    tbtMs,
    transferBytes: 1000,
    scriptBytes: 10,
    benchmarkIndex: 800,
    failing,
  });

  it.each([
    [[run(90, 300)], 90, 300],
    [[run(80, 800), run(99, 20), run(95, 100)], 95, 100],
    [[run(80, 800), run(100, 0)], 90, 400],
  ])('median of %#', (runs, performance, tbtMs) => {
    const median = medianMetrics(runs);
    expect(median.performance).toBe(performance);
    expect(median.tbtMs).toBe(tbtMs);
  });

  it('reports the failing audits of the median-scoring run', () => {
    const median = medianMetrics([
      run(80, 800, ['total-blocking-time']),
      run(99, 0),
      run(95, 100, ['largest-contentful-paint']),
    ]);
    expect(median.failing).toEqual(['largest-contentful-paint']);
  });

  it('needs at least one run', () => {
    expect(() => medianMetrics([])).toThrow();
  });
});

describe('judgedMetrics', () => {
  const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): RouteMetrics => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    cls,
    tbtMs,
    transferBytes: 1000,
    scriptBytes: 10,
    benchmarkIndex: 800,
    failing: [],
  });

  it('takes timings and layout shift from the best run and everything else from the median', () => {
    const judged = judgedMetrics([run(79, 1600, 925, 0), run(82, 1500, 708, 0.2), run(100, 1550, 0, 0.1)]);
    expect(judged).toMatchObject({ performance: 100, lcpMs: 1500, tbtMs: 0, cls: 0, seo: 100 });
  });
});
