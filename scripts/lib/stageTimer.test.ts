import { describe, expect, it, vi } from 'vitest';
import { formatDuration, formatStageTimes, stageTimer } from './stageTimer.ts';

describe('formatDuration', () => {
  it.each([
    [400, '0 s'],
    [42_400, '42 s'],
    [65_000, '1 min 05 s'],
    [14 * 60_000 + 3_600, '14 min 04 s'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatStageTimes', () => {
  it('lists every stage, marks a failed one and adds the total', () => {
    const table = formatStageTimes([
      { name: 'Unitarias', ms: 90_000, failed: false },
      { name: 'e2e', ms: 300_000, failed: true },
    ]);
    expect(table.split('\n')).toEqual([
      'Tiempo por etapa:',
      'Unitarias  1 min 30 s',
      'e2e        5 min 00 s  (falló)',
      'Total      6 min 30 s',
    ]);
  });
});

describe('stageTimer', () => {
  it('times each stage, a failing one too, and rethrows its error', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const clock = [0, 1_000, 1_000, 4_000];
    const timer = stageTimer(() => clock.shift() ?? 0);
    await timer.stage('uno', async () => {});
    await expect(
      timer.stage('dos', async () => {
        throw new Error('rota');
      }),
    ).rejects.toThrow('rota');
    expect(timer.summary().split('\n')).toEqual([
      'Tiempo por etapa:',
      'uno           1 s',
      'dos           3 s  (falló)',
      'Total         4 s',
    ]);
    vi.restoreAllMocks();
  });
});
