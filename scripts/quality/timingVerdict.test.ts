import { describe, expect, it } from 'vitest';
import type { Violation } from './compareBudgets.ts';
import { judgeTiming } from './timingVerdict.ts';

const violation = (route: string, metric: string): Violation => ({
  route,
  metric,
  measured: 1,
  limit: 0,
  kind: 'max',
});
const index: Record<string, number> = { '/fast': 900, '/loaded': 300, '/unknown': Number.NaN };

describe('judgeTiming', () => {
  it.each([
    ['timing on a loaded host', violation('/loaded', 'tbtMs'), 'inconclusive'],
    ['performance score on a loaded host', violation('/loaded', 'performance'), 'inconclusive'],
    ['timing on a normal host', violation('/fast', 'lcpMs'), 'failures'],
    ['bytes on a loaded host', violation('/loaded', 'transferBytes'), 'failures'],
    ['accessibility on a loaded host', violation('/loaded', 'accessibility'), 'failures'],
    ['timing with no benchmark index', violation('/unknown', 'tbtMs'), 'failures'],
  ])('%s', (_, v, bucket) => {
    const verdict = judgeTiming([v], (route) => index[route] ?? Number.NaN, 500);
    expect(verdict[bucket as 'failures' | 'inconclusive']).toEqual([v]);
  });
});
