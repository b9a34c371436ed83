import { localApiKeys } from '@palabra-viva/local-supabase';
import { killHard, startBackendProcess } from './backendProcess.ts';
import {
  type Acknowledged,
  missingObjects,
  uploadObjectsUntilKilled,
  writeRowsUntilKilled,
} from './crashWriters.ts';
import type { ProcessTarget } from './processTarget.ts';
import { reconcile, storedMarkers } from './storedMarkers.ts';

export interface CrashFigures {
  kind: ProcessTarget['kind'];
  runs: number;
  acknowledgedRows: number;
  acknowledgedObjects: number;
  lostRows: number;
  duplicatedRows: number;
  lostObjects: number;
  /** Slowest restart after a kill, from spawn until the API answered. */
  maxRestartMs: number;
  /** Most CPU time a restart's main thread used (its critical path): what a restart costs on an idle machine. */
  maxRestartCpuMs: number;
}

const ROW_WRITERS = 4;
const OBJECT_WRITERS = 2;

/** Waits until this run has acknowledged at least one row and one object (or the time is up). */
async function bothKindsAcknowledged(ack: Acknowledged, timeoutMs: number): Promise<void> {
  const rowsBefore = ack.rows.length;
  const objectsBefore = ack.objects.size;
  const deadline = performance.now() + timeoutMs;
  while (
    (ack.rows.length === rowsBefore || ack.objects.size === objectsBefore) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * `runs` times: start the backend, write rows and objects from several clients, `kill -9` it at a random
 * moment (0–1200 ms after this run's first acknowledged row and object); then restart and check that
 * every acknowledged row is stored exactly once and every acknowledged object reads back byte for byte. With PostgreSQL only the backend process dies; the
 * server keeps running, as in production.
 */
export async function runCrashes(target: ProcessTarget, runs: number): Promise<CrashFigures> {
  const { publishableKey, secretKey } = await localApiKeys();
  const runId = Date.now().toString(36);
  const ack: Acknowledged = { rows: [], objects: new Map() };
  let maxRestartMs = 0;
  let maxRestartCpuMs = 0;
  const noteRestart = (started: { startupMs: number; startupCpuMs: number | null }) => {
    maxRestartMs = Math.max(maxRestartMs, started.startupMs);
    maxRestartCpuMs = Math.max(maxRestartCpuMs, started.startupCpuMs ?? 0);
  };
  for (let run = 0; run < runs; run++) {
    const backend = await startBackendProcess(target.args, target.env);
    if (run > 0) noteRestart(backend);
    const writers = [
      ...Array.from({ length: ROW_WRITERS }, (_, w) =>
        writeRowsUntilKilled(backend.url, publishableKey, `${runId}r${run}w${w}`, ack),
      ),
      ...Array.from({ length: OBJECT_WRITERS }, (_, w) =>
        uploadObjectsUntilKilled(backend.url, secretKey, `${runId}r${run}w${w}`, ack),
      ),
    ];
    // Kill while writes of both kinds are surely flowing: once each has been acknowledged, 0–1200 ms more.
    await bothKindsAcknowledged(ack, 30_000);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1200));
    await killHard(backend.child);
    await Promise.all(writers);
  }
  const restarted = await startBackendProcess(target.args, target.env);
  try {
    noteRestart(restarted);
    const stored = await storedMarkers(restarted.url, secretKey, runId);
    const rows = reconcile(ack.rows, stored);
    const lostObjects = await missingObjects(restarted.url, secretKey, ack.objects);
    return {
      kind: target.kind,
      runs,
      acknowledgedRows: ack.rows.length,
      acknowledgedObjects: ack.objects.size,
      lostRows: rows.lost,
      duplicatedRows: rows.duplicated,
      lostObjects: lostObjects.length,
      maxRestartMs,
      maxRestartCpuMs,
    };
  } finally {
    await killHard(restarted.child);
  }
}

export function describeCrashes(f: CrashFigures): string {
  return (
    `${f.kind}: ${f.runs} kill -9 · ${f.acknowledgedRows} filas y ${f.acknowledgedObjects} objetos confirmados · ` +
    `${f.lostRows} filas perdidas · ${f.duplicatedRows} duplicadas · ${f.lostObjects} objetos perdidos · ` +
    `reinicio más lento ${(f.maxRestartMs / 1000).toFixed(1)} s (CPU del hilo principal máx. ${(f.maxRestartCpuMs / 1000).toFixed(1)} s)`
  );
}
