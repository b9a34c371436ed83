import { describe, expect, it } from 'vitest';
import { type Budget, checkReport, checkRoute, describeViolation } from './compareBudgets.ts';

const budget: Budget = { min: { seo: 100, performance: 90 }, max: { jsGzip: 5120 } };

describe('checkRoute', () => {
  it.each([
    ['all within', { seo: 100, performance: 95, jsGzip: 5120 }, []],
    ['score below its minimum', { seo: 100, performance: 89, jsGzip: 100 }, ['performance']],
    ['size above its maximum', { seo: 100, performance: 90, jsGzip: 5121 }, ['jsGzip']],
    ['several at once', { seo: 92, performance: 50, jsGzip: 9000 }, ['seo', 'performance', 'jsGzip']],
    ['missing measurement', { seo: 100, jsGzip: 1 }, ['performance']],
    ['NaN measurement', { seo: Number.NaN, performance: 99, jsGzip: 1 }, ['seo']],
  ])('%s', (_, measured, failing) => {
    expect(checkRoute('/x', measured, budget).map((v) => v.metric)).toEqual(failing);
  });
});

describe('checkReport', () => {
  it('flags a route the report lacks and keeps the others', () => {
    const report = { '/': { seo: 100, performance: 100, jsGzip: 10 } };
    const violations = checkReport(report, ['/', '/about'], () => budget);
    expect(violations.map((v) => `${v.route} ${v.metric}`)).toEqual([
      '/about seo',
      '/about performance',
      '/about jsGzip',
    ]);
  });

  it('uses the budget of each route', () => {
    const report = { '/': { jsGzip: 30_000 }, '/about': { jsGzip: 30_000 } };
    const budgetFor = (route: string): Budget => ({ max: { jsGzip: route === '/' ? 40_960 : 5120 } });
    expect(checkReport(report, ['/', '/about'], budgetFor).map((v) => v.route)).toEqual(['/about']);
  });
});

describe('describeViolation', () => {
  it.each([
    [
      { route: '/donate', metric: 'performance', measured: 88, limit: 90, kind: 'min' as const },
      '/donate: performance 88 < 90',
    ],
    [
      { route: '/', metric: 'jsGzip', measured: 50_000, limit: 40_960, kind: 'max' as const },
      '/: jsGzip 50000 > 40960',
    ],
    [
      { route: '/', metric: 'seo', measured: Number.NaN, limit: 100, kind: 'min' as const },
      '/: seo sin medir (límite ≥ 100)',
    ],
  ])('%o', (violation, line) => {
    expect(describeViolation(violation)).toBe(line);
  });
});
