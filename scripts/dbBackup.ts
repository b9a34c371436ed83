import { writeFileSync } from 'node:fs';
import { createBackend } from '@palabra-viva/local-supabase';
import { writeBackup } from './backup/backupArchive.ts';
import { archivePath, backupTarget } from './backup/backupTarget.ts';

// `npm run db:backup -- <file>`: the local install (database and stored files) in one ZIP.
const file = archivePath('db:backup');
const { target, describe, release } = backupTarget('db:backup');
const backend = await createBackend({ target });
try {
  const { archive, manifest } = await writeBackup(backend.db);
  writeFileSync(file, archive);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Copia de ${describe} en ${file}: ${rows} filas de ${Object.keys(manifest.tables).length} tablas y ${manifest.files} archivos (${(archive.byteLength / 1024 / 1024).toFixed(1)} MB).`,
  );
} finally {
  await backend.close();
  release();
}
