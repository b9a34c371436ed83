import { readFileSync } from 'node:fs';
import { createBackend } from '@palabra-viva/local-supabase';
import { RestoreRefused, restoreBackup } from './backup/backupArchive.ts';
import { archivePath, backupTarget } from './backup/backupTarget.ts';

// `npm run db:restore -- <file>`: a `db:backup` archive into an empty install (migrated here if new).
const file = archivePath('db:restore');
const { target, describe, release } = backupTarget('db:restore');
const backend = await createBackend({ target });
try {
  const manifest = await restoreBackup(backend.db, readFileSync(file));
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restaurado ${file} en ${describe}: ${rows} filas y ${manifest.files} archivos (copia del ${manifest.createdAt}).`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await backend.close();
  release();
}
