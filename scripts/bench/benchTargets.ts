import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackendProcess, killHard, startBackendProcess } from './backendProcess.ts';
import { freshProcessTarget, type ProcessTarget, writePgliteSnapshot } from './processTarget.ts';

/**
 * The databases a reliability benchmark runs against: PGlite in a throwaway folder (from a migrated
 * snapshot, so no initdb per run), plus a throwaway database on DATABASE_URL's server when it is set
 * (or only that one with `--pg`). `work` gets a factory, since crash runs need a fresh target each.
 */
export async function forEachBenchTarget(
  onlyPostgres: boolean,
  work: (label: string, fresh: () => Promise<ProcessTarget>) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (onlyPostgres && !serverUrl) throw new Error('--pg necesita DATABASE_URL.');
  if (!onlyPostgres) {
    const scratch = mkdtempSync(join(tmpdir(), 'pv-bench-snapshot-'));
    try {
      const snapshot = await writePgliteSnapshot(join(scratch, 'migrated.tar'));
      await work('PGlite (disco)', () => freshProcessTarget({ snapshot }));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  if (serverUrl) await work('PostgreSQL', () => freshProcessTarget({ serverUrl }));
  else console.log('(DATABASE_URL no definida: se omite PostgreSQL)');
}

/** `work` on a backend process over each target's fresh database; the process is killed and the target cleaned after. */
export function forEachBenchBackend(
  onlyPostgres: boolean,
  work: (label: string, backend: BackendProcess) => Promise<void>,
): Promise<void> {
  return forEachBenchTarget(onlyPostgres, async (label, fresh) => {
    const target = await fresh();
    const backend = await startBackendProcess(target.args, target.env);
    try {
      await work(label, backend);
    } finally {
      await killHard(backend.child);
      await target.cleanup();
    }
  });
}

/** Ends a benchmark that missed a target: the misses on stderr, exit code 1. */
export function exitOnMissedTargets(failures: readonly string[]): void {
  if (failures.length === 0) return;
  console.error(`Objetivos no cumplidos:\n${failures.join('\n')}`);
  process.exit(1);
}
