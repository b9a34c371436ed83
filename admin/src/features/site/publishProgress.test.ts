import { describe, expect, it } from 'vitest';
import { type BuildProgress, isSettled, publishStage } from './publishProgress.ts';

const published = '2026-12-02T10:00:00.000Z';
const before = '2026-12-02T09:59:00.000Z';
const after = '2026-12-02T10:00:05.000Z';
const idle: BuildProgress = {
  state: 'idle',
  last_built_at: before,
  last_dispatched_at: null,
  last_error: null,
  updated_at: before,
  oldestPending: null,
};

describe('a publish on its way to the live site', () => {
  it.each([
    ['its request still waits', { oldestPending: published }, 'waiting'],
    ['an older request still waits', { oldestPending: before }, 'waiting'],
    ['a later request waits, ours was taken up', { oldestPending: after, state: 'building' }, 'building'],
    ['a build runs', { state: 'building', updated_at: after }, 'building'],
    ['taken up, the build not started yet', {}, 'building'],
    ['built after the publish', { last_built_at: after, updated_at: after }, 'live'],
    ['production called the build hook', { last_dispatched_at: after, last_built_at: after }, 'dispatched'],
    ['an old failure, ours taken up since', { state: 'failed', updated_at: before }, 'building'],
  ] as const)('%s → %s', (_case, change, stage) => {
    expect(publishStage(published, { ...idle, ...change }).stage).toBe(stage);
  });

  it('tells the build’s error when it failed after the publish', () => {
    const stage = publishStage(published, {
      ...idle,
      state: 'failed',
      updated_at: after,
      last_error: 'hero.title',
    });
    expect(stage).toEqual({ stage: 'failed', error: 'hero.title' });
    expect(isSettled(stage)).toBe(true);
    expect(isSettled({ stage: 'building' })).toBe(false);
  });
});
