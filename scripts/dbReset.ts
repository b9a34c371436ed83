import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  createBackend,
  DataDirInUseError,
  DEFAULT_DATA_DIR,
  lockDataDir,
  seedDatabase,
} from '@palabra-viva/local-supabase';

// Wipes the embedded database in DATA_DIR, applies the migrations and loads the demo content.
if (process.env.DATABASE_URL) {
  console.error('db:reset solo borra la base embebida (DATA_DIR). Para PostgreSQL, recrea la base a mano.');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
try {
  // Refuse while `npm start` holds the folder rather than deleting a database in use.
  lockDataDir(dataDir)();
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
const backend = await createBackend({ target: { kind: 'dataDir', dataDir } });
await seedDatabase(backend);
await backend.close();
console.log(`Base local reiniciada en ${dataDir}: migraciones aplicadas y datos de demostración cargados.`);
