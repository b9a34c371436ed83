import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
