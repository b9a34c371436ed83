import { inject } from 'vitest';
import { freshProcessTarget, type ProcessTarget } from '../../scripts/bench/processTarget.ts';

/**
 * Inside the test runner: a backend-process target that starts from what the global setup prepared
 * (the migrated template database, or the migrated PGlite tarball), so no test pays for initdb.
 */
export function testProcessTarget(dataDir?: string): Promise<ProcessTarget> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  return serverUrl
    ? freshProcessTarget({ serverUrl, template: inject('templateDatabase') })
    : freshProcessTarget({ snapshot: inject('pgliteSnapshot'), dataDir });
}
