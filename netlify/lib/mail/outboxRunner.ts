import type { SenderStatus } from './outboxStore.ts';
import { type DrainSettings, drainOutbox, type OutboxDeps } from './outboxWorker.ts';

/**
 * The outbox worker running on its own, as `npm start` and the browser tests run it: a run every second
 * (right away again after a run that sent something), so a queued email reaches the local inbox within a
 * second or two. It polls rather than LISTENs: the worker talks to the API as production's does (a Netlify
 * function has no database connection to listen on), and a poll that finds nothing is one indexed query.
 */

export interface RunningOutbox {
  /** Finishes the email in hand, gives back the rest of the batch and stops. */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  intervalMs?: number;
  drain?: Partial<DrainSettings>;
  /** Told when the worker's problem changes (npm start prints it). */
  log?: (line: string) => void;
}

/** Status writes only on a change, or once a minute to show the worker is alive, not once a second. */
const HEARTBEAT_MS = 60_000;

export function startOutboxWorker(deps: OutboxDeps, options: RunnerOptions = {}): RunningOutbox {
  const intervalMs = options.intervalMs ?? 1000;
  let stopping = false;
  let wake = () => {};
  let last: { key: string; at: number } | undefined;
  const report = async (status: SenderStatus) => {
    const key = JSON.stringify(status);
    if (last?.key === key && Date.now() - last.at < HEARTBEAT_MS) return;
    await deps.store.reportStatus(status);
    if (last?.key !== key && (status.problem || last)) {
      options.log?.(
        `[correo] ${status.problem ? `en espera: ${status.problem} ${status.detail ?? ''}` : 'enviando de nuevo'}`,
      );
    }
    last = { key, at: Date.now() };
  };
  const loop = (async () => {
    while (!stopping) {
      let busy = false;
      try {
        const run = await drainOutbox(
          { ...deps, report },
          { budgetMs: 10_000, ...options.drain, shouldStop: () => stopping },
        );
        busy = run.sent + run.retrying + run.failed > 0;
      } catch (error) {
        options.log?.(`[correo] ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!busy && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, intervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();
  return {
    async stop() {
      stopping = true;
      wake();
      await loop;
    },
  };
}
