import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSchedule, startJobSchedule } from './jobSchedule.ts';
import type { ScheduledJob } from './scheduledJob.ts';

const settings = {
  supabaseUrl: 'http://127.0.0.1:1',
  secretKey: 'key',
  env: {},
  siteUrl: 'https://sitio.test',
};
const job = (name: string, schedule: string): ScheduledJob => ({
  name,
  schedule,
  description: 'Prueba.',
  run: () => Promise.reject(new Error('run is passed in')),
});

describe('checkSchedule', () => {
  it('accepts the five fields Netlify reads and refuses anything else in Spanish', () => {
    expect(checkSchedule('*/15 * * * *')).toBeUndefined();
    expect(checkSchedule('0 7 * * *')).toBeUndefined();
    expect(checkSchedule('0 */15 * * * *')).toMatch(/no es una expresión cron de cinco campos/);
    expect(checkSchedule('cada hora')).toMatch(/no es una expresión cron/);
  });
});

describe('startJobSchedule', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T10:00:30Z') }));
  afterEach(() => vi.useRealTimers());

  it('runs each job on its own cron in UTC and logs its lines', async () => {
    const runs: Array<[string, string]> = [];
    const lines: string[] = [];
    const schedule = startJobSchedule(
      [job('every-minute', '* * * * *'), job('at-ten-two', '2 10 * * *')],
      settings,
      {
        log: (line) => lines.push(line),
        run: async (ran, now) => {
          runs.push([ran.name, now.toISOString()]);
          return { lines: [`hecho ${ran.name}`] };
        },
      },
    );
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toEqual([
      ['every-minute', '2026-12-02T10:01:00.000Z'],
      ['every-minute', '2026-12-02T10:02:00.000Z'],
      ['at-ten-two', '2026-12-02T10:02:00.000Z'],
      ['every-minute', '2026-12-02T10:03:00.000Z'],
    ]);
    expect(lines).toContain('[at-ten-two] hecho at-ten-two');
  });

  it('logs a failed run and runs again on the next tick, never two runs of one job at once', async () => {
    const lines: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let calls = 0;
    const schedule = startJobSchedule([job('slow', '* * * * *')], settings, {
      log: (line) => lines.push(line),
      run: async () => {
        calls += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // The first run lasts past the next tick, which waits for it; the second fails.
        await new Promise((resolve) => setTimeout(resolve, calls === 1 ? 90_000 : 1000));
        running -= 1;
        if (calls === 2) throw new Error('sin conexión');
        return { lines: [] };
      },
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    schedule.stop();
    expect(mostAtOnce).toBe(1);
    // 10:01 (90 s long), the 10:02 tick once that run ends, then 10:03 (fails), 10:04 and 10:05.
    expect(calls).toBeGreaterThanOrEqual(4);
    expect(lines).toEqual(['[slow] falló (se reintentará en la próxima ejecución): sin conexión']);
  });
});
