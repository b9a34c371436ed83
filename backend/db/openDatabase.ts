import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseTarget =
  /** `snapshot`: a PGlite data-folder tarball to start from (tests clone one migrated cluster). */
  | { kind: 'memory'; snapshot?: Blob }
  | { kind: 'dataDir'; dataDir: string }
  | { kind: 'postgres'; url: string };

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'memory':
      return openPglite({ snapshot: target.snapshot });
    case 'dataDir':
      return openPglite({ dataDir: target.dataDir });
    case 'postgres':
      return openPostgres(target.url);
  }
}
