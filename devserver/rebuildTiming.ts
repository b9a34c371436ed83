/** What the rebuilder knows about the requests nobody has built yet (ages measured by the database). */
export interface PendingRebuilds {
  /** Highest pending request id: the build marks everything up to it handled. */
  lastId: number;
  /** Time since the newest pending request. */
  quietMs: number;
  /** Time since the oldest pending request. */
  waitedMs: number;
  /** A staff member pressed 'Publicar sitio ahora' or scheduled content came due: no debounce. */
  urgent: boolean;
}

export interface RebuildTiming {
  /** A burst of saves is over once nothing new arrived for this long. */
  quietMs: number;
  /** A steady stream of saves still gets a build this often. */
  maxWaitMs: number;
}

/** Locally a build takes seconds, so a short quiet period keeps publish-to-live well under 10 s. */
export const LOCAL_REBUILD_TIMING: RebuildTiming = { quietMs: 400, maxWaitMs: 3000 };

export type RebuildStep = { kind: 'idle' } | { kind: 'build'; upToId: number } | { kind: 'wait'; ms: number };

/**
 * Debounce: build once the burst is over, or when the oldest request waited long enough, or at once when
 * urgent. While a build runs nothing starts; requests that arrive meanwhile stay pending for the next one.
 */
export function nextRebuildStep(
  pending: PendingRebuilds | undefined,
  building: boolean,
  timing: RebuildTiming = LOCAL_REBUILD_TIMING,
): RebuildStep {
  if (!pending || building) return { kind: 'idle' };
  if (pending.urgent || pending.quietMs >= timing.quietMs || pending.waitedMs >= timing.maxWaitMs) {
    return { kind: 'build', upToId: pending.lastId };
  }
  return {
    kind: 'wait',
    ms: Math.min(timing.quietMs - pending.quietMs, timing.maxWaitMs - pending.waitedMs),
  };
}

/** Scheduled content becomes visible at its published_at: due once that moment has come. */
export function isScheduledDue(nextScheduledAt: number | undefined, now: number): boolean {
  return nextScheduledAt !== undefined && nextScheduledAt <= now;
}

/** Build folders to delete: all but the live one and the one before it (requests may still read it). */
export function staleBuildFolders(folders: readonly string[], live: string): string[] {
  const sorted = [...folders].sort();
  const liveIndex = sorted.indexOf(live);
  if (liveIndex < 0) return [];
  return sorted.slice(0, Math.max(0, liveIndex - 1));
}
