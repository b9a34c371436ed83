import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RebuildStore } from './rebuildStore.ts';
import { startSiteRebuilder } from './siteRebuilder.ts';

/** An in-memory stand-in for the rebuild tables: requests with their arrival time. */
function fakeStore() {
  const requests: Array<{ id: number; at: number; reason: string; handled: boolean }> = [];
  const events: string[] = [];
  const looks = { count: 0 };
  let nextId = 1;
  const store: RebuildStore = {
    async pending() {
      looks.count++;
      const open = requests.filter((request) => !request.handled);
      if (open.length === 0) return undefined;
      const now = Date.now();
      return {
        lastId: Math.max(...open.map((request) => request.id)),
        quietMs: now - Math.max(...open.map((request) => request.at)),
        waitedMs: now - Math.min(...open.map((request) => request.at)),
        urgent: open.some((request) => request.reason === 'manual' || request.reason === 'scheduled'),
      };
    },
    async request(reason) {
      requests.push({ id: nextId++, at: Date.now(), reason, handled: false });
    },
    async startBuild(upToId) {
      for (const request of requests)
        if (upToId !== undefined && request.id <= upToId) request.handled = true;
      events.push('building');
      return new Date().toISOString();
    },
    async finishBuild() {
      events.push('built');
    },
    async failBuild(message) {
      events.push(`failed: ${message}`);
    },
    async msUntilNextScheduled() {
      return undefined;
    },
  };
  /** Resolves once the rebuilder has looked at the pending requests again (its next poll). */
  const nextLook = async () => {
    const seen = looks.count;
    await vi.waitFor(() => expect(looks.count).toBeGreaterThan(seen), { timeout: 2000 });
  };
  return { store, events, nextLook, request: (reason = 'posts update') => store.request(reason) };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(build: (dir: string) => Promise<void>) {
  const buildsDir = mkdtempSync(join(tmpdir(), 'pv-rebuilder-test-'));
  dirs.push(buildsDir);
  const fake = fakeStore();
  const swap = vi.fn<(dir: string) => void>();
  const rebuilder = startSiteRebuilder({
    store: fake.store,
    buildsDir,
    lastBuildStartedAt: new Date().toISOString(),
    swap,
    buildInto: async (dir) => {
      await mkdir(dir, { recursive: true });
      await build(dir);
    },
    timing: { quietMs: 100, maxWaitMs: 1000 },
    pollMs: 20,
    log: () => {},
  });
  return { ...fake, swap, rebuilder };
}

describe('startSiteRebuilder', () => {
  it('turns a burst of saves into one build and swaps the new folder in', async () => {
    const { request, nextLook, events, swap, rebuilder } = setup(async () => {});
    // Each save arrives once the rebuilder has seen the one before it, well within the quiet period.
    for (let i = 0; i < 5; i++) {
      await request();
      await nextLook();
    }
    await vi.waitFor(() => expect(events).toEqual(['building', 'built']), { timeout: 2000 });
    expect(swap).toHaveBeenCalledTimes(1);
    expect(swap.mock.calls[0]![0]).toMatch(/site-\d+$/);
    await rebuilder.close();
  });

  it('keeps the last good site and records the error when a build fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, events, swap, rebuilder } = setup(async () => {
      throw new Error('astro build terminó con código 1');
    });
    await request('manual');
    await vi.waitFor(() => expect(events).toEqual(['building', 'failed: astro build terminó con código 1']), {
      timeout: 2000,
    });
    expect(swap).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('sigue publicado el último que funcionó'));
    await rebuilder.close();
    spy.mockRestore();
  });

  it('builds again for saves that arrive during a build, never two builds at once', async () => {
    let running = 0;
    let overlapped = false;
    // Each build runs until the test lets it finish.
    const finishBuild: Array<() => void> = [];
    const { request, events, rebuilder } = setup(async () => {
      running++;
      overlapped ||= running > 1;
      await new Promise<void>((finish) => finishBuild.push(finish));
      running--;
    });
    await request('manual');
    await vi.waitFor(() => expect(finishBuild).toHaveLength(1), { timeout: 2000 });
    await request('manual');
    finishBuild[0]!();
    await vi.waitFor(() => expect(finishBuild).toHaveLength(2), { timeout: 2000 });
    finishBuild[1]!();
    await vi.waitFor(() => expect(events.filter((event) => event === 'built')).toHaveLength(2), {
      timeout: 3000,
    });
    expect(overlapped).toBe(false);
    await rebuilder.close();
  });
});
