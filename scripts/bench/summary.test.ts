import { describe, expect, it } from 'vitest';
import { formatSummaryTable, parseSummary } from './summary.ts';

describe('parseSummary', () => {
  it('reads one object per line and skips blank, truncated and foreign lines', () => {
    const text = [
      '{"area":"API","measure":"req/s","value":"1200"}',
      '',
      '{"area":"sitio","measure":"build","value":12.5,"target":"< 60 s","ok":true}',
      '{"area":"corta',
      '{"hello":"world"}',
    ].join('\n');
    expect(parseSummary(text)).toEqual([
      { area: 'API', measure: 'req/s', value: '1200' },
      { area: 'sitio', measure: 'build', value: '12.5', target: '< 60 s', ok: true },
    ]);
  });
});

describe('formatSummaryTable', () => {
  it.each([
    [{ area: 'A', measure: 'm', value: '1' }, '| A | m | 1 |  |  |'],
    [{ area: 'A', measure: 'm', value: '1', target: '≤ 2', ok: true }, '| A | m | 1 | ≤ 2 | ✓ |'],
    [{ area: 'A', measure: 'a|b', value: '3', target: '≤ 2', ok: false }, '| A | a\\|b | 3 | ≤ 2 | ✗ |'],
  ])('%o', (line, row) => {
    expect(formatSummaryTable([line]).split('\n')[2]).toBe(row);
  });
});
