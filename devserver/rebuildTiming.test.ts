import { describe, expect, it } from 'vitest';
import { isScheduledDue, nextRebuildStep, type PendingRebuilds, staleBuildFolders } from './rebuildTiming.ts';

const timing = { quietMs: 400, maxWaitMs: 3000 };
const pending = (quietMs: number, waitedMs: number, urgent = false): PendingRebuilds => ({
  lastId: 7,
  quietMs,
  waitedMs,
  urgent,
});

describe('nextRebuildStep', () => {
  it.each([
    ['nothing pending', undefined, false, { kind: 'idle' }],
    ['a build already running', pending(5000, 5000), true, { kind: 'idle' }],
    ['a burst still going on', pending(100, 300), false, { kind: 'wait', ms: 300 }],
    ['a burst that just ended', pending(400, 900), false, { kind: 'build', upToId: 7 }],
    ['a long stream of saves', pending(50, 3000), false, { kind: 'build', upToId: 7 }],
    ['a stream close to the cap', pending(50, 2900), false, { kind: 'wait', ms: 100 }],
    ['the staff button', pending(0, 0, true), false, { kind: 'build', upToId: 7 }],
  ] as const)('%s', (_name, state, building, expected) => {
    expect(nextRebuildStep(state, building, timing)).toEqual(expected);
  });
});

describe('isScheduledDue', () => {
  it.each([
    [undefined, 1000, false],
    [2000, 1000, false],
    [1000, 1000, true],
    [500, 1000, true],
  ])('next %s at %s → %s', (next, now, due) => {
    expect(isScheduledDue(next, now)).toBe(due);
  });
});

describe('staleBuildFolders', () => {
  it.each([
    [['site-1', 'site-2', 'site-3', 'site-4'], 'site-4', ['site-1', 'site-2']],
    [['site-1', 'site-2'], 'site-2', []],
    [['site-1'], 'site-1', []],
    [['site-3', 'site-1', 'site-2'], 'site-2', []],
    [['site-1', 'site-2'], 'dist', []],
  ])('%j with %s live → %j', (folders, live, stale) => {
    expect(staleBuildFolders(folders, live)).toEqual(stale);
  });
});
