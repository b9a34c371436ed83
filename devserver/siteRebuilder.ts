import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RebuildStore } from './rebuildStore.ts';
import {
  isScheduledDue,
  LOCAL_REBUILD_TIMING,
  nextRebuildStep,
  type RebuildTiming,
  staleBuildFolders,
} from './rebuildTiming.ts';

export interface SiteRebuilderOptions {
  store: RebuildStore;
  /** Builds the public site into `dir` (a new folder nobody serves yet). */
  buildInto(dir: string): Promise<void>;
  /** Points the server at a finished build; requests in flight finish with the old one. */
  swap(dir: string): void;
  /** Where build folders are made, one per build (`site-<time>`). */
  buildsDir: string;
  /** Database time the build being served started reading (from store.startBuild). */
  lastBuildStartedAt: string;
  timing?: RebuildTiming;
  pollMs?: number;
  log?: (message: string) => void;
}

export interface SiteRebuilder {
  /** Resolves when no build is running and nothing is pending (tests and benchmarks wait on it). */
  close(): Promise<void>;
}

/**
 * Keeps the served site in step with the database while `npm start` runs: polls the pending rebuild
 * requests (a cheap indexed query), debounces bursts, builds into a fresh folder aside and swaps it in
 * only when the build succeeded. A failed build keeps the last good site and records the error for the
 * admin. Also rebuilds when scheduled content's published_at comes.
 */
export function startSiteRebuilder(options: SiteRebuilderOptions): SiteRebuilder {
  const { store, timing = LOCAL_REBUILD_TIMING, pollMs = 250, log = console.log } = options;
  let building: Promise<void> | undefined;
  let nextScheduledAt: number | undefined;
  let live: string | undefined;
  let closed = false;

  const planScheduled = async (since: string) => {
    const dueIn = await store.msUntilNextScheduled(since);
    nextScheduledAt = dueIn === undefined ? undefined : Date.now() + Math.max(0, dueIn);
  };

  const build = async (upToId: number) => {
    const since = await store.startBuild(upToId);
    const dir = join(options.buildsDir, `site-${Date.now()}`);
    const started = performance.now();
    try {
      await options.buildInto(dir);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`\nNo se pudo reconstruir el sitio; sigue publicado el último que funcionó.\n${message}`);
      await store.failBuild(message);
      await rm(dir, { recursive: true, force: true });
      await planScheduled(since);
      return;
    }
    options.swap(dir);
    live = dir;
    await store.finishBuild();
    log(`Sitio actualizado en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    await planScheduled(since);
    await removeStaleBuilds();
  };

  const removeStaleBuilds = async () => {
    if (!live) return;
    const folders = (await readdir(options.buildsDir)).filter((name) => name.startsWith('site-'));
    const stale = staleBuildFolders(
      folders.map((name) => join(options.buildsDir, name)),
      live,
    );
    await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
  };

  const tick = async () => {
    if (building || closed) return;
    if (isScheduledDue(nextScheduledAt, Date.now())) {
      nextScheduledAt = undefined;
      await store.request('scheduled');
    }
    const step = nextRebuildStep(await store.pending(), false, timing);
    if (step.kind !== 'build') return;
    building = build(step.upToId).finally(() => {
      building = undefined;
    });
  };

  const timer = setInterval(() => {
    tick().catch((error: unknown) => console.error('Error al comprobar cambios del sitio:', error));
  }, pollMs);
  // The initial build has just read the database; plan for content scheduled after it.
  planScheduled(options.lastBuildStartedAt).catch((error: unknown) =>
    console.error('Error al leer publicaciones programadas:', error),
  );

  return {
    async close() {
      closed = true;
      clearInterval(timer);
      await building;
    },
  };
}
