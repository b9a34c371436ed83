import { migrate } from '../../backend/db/migrate.ts';
import { openDatabase } from '../../backend/db/openDatabase.ts';
import { readSchemaMetadata } from './readSchemaMetadata.ts';
import { renderDatabaseTypes } from './renderDatabaseTypes.ts';

export const DATABASE_TYPES_PATH = new URL('../../core/database.types.ts', import.meta.url).pathname;
/** The PostgREST generation the local backend follows (backend/README.md: PostgREST v14). */
const POSTGREST_VERSION = '14.1';

/** Migrates a throwaway in-memory database and renders the types of its `public` schema. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({ kind: 'memory' });
  try {
    await migrate(db);
    return renderDatabaseTypes([await readSchemaMetadata(db, 'public')], POSTGREST_VERSION);
  } finally {
    await db.close();
  }
}
