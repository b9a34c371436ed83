import type { DatabaseTarget } from './db/openDatabase.ts';

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'memory') return 'PGlite en memoria';
  if (target.kind === 'dataDir') return `PGlite en ${target.dataDir}`;
  return 'PostgreSQL (DATABASE_URL)';
}
