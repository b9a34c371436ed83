import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DatabaseTarget } from '@palabra-viva/local-supabase';
import { DataDirInUseError, DEFAULT_DATA_DIR, lockDataDir } from '@palabra-viva/local-supabase';

/**
 * The install `db:backup` and `db:restore` work on, as `npm start` picks it: DATABASE_URL's server, else
 * the embedded database in DATA_DIR (.data/), which must not be open in `npm start` at the same time. A
 * restore may name a folder that does not exist yet (a new install); a backup needs one that does.
 */
export function backupTarget(command: 'db:backup' | 'db:restore'): {
  target: DatabaseTarget;
  describe: string;
  release: () => void;
} {
  if (process.env.DATABASE_URL)
    return {
      target: { kind: 'postgres', url: process.env.DATABASE_URL },
      describe: 'DATABASE_URL',
      release: () => {},
    };
  const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
  if (command === 'db:restore') mkdirSync(dataDir, { recursive: true });
  else if (!existsSync(dataDir)) {
    console.error(`No hay ninguna instalación en ${dataDir}: arráncala con npm start o indica DATA_DIR.`);
    process.exit(1);
  }
  try {
    return { target: { kind: 'dataDir', dataDir }, describe: dataDir, release: lockDataDir(dataDir) };
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The archive's path from `npm run db:backup -- <file>`, or a usage line and exit. */
export function archivePath(command: string): string {
  const file = process.argv[2];
  if (!file) {
    console.error(`Uso: npm run ${command} -- <archivo.zip>`);
    process.exit(2);
  }
  // npm runs scripts from the repository's root; a relative path means the caller's own folder.
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
