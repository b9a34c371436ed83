import { migrate, openDatabase } from '@palabra-viva/local-supabase';
import { readAccessState } from './readAccessState.ts';
import { readSchemaMetadata } from './readSchemaMetadata.ts';
import { renderAccessState } from './renderAccessState.ts';
import { renderDatabaseTypes } from './renderDatabaseTypes.ts';

export const DATABASE_TYPES_PATH = new URL('../../core/database.types.ts', import.meta.url).pathname;
/** Who may do what now, table by table: what a reader opens instead of replaying the migrations. */
export const ACCESS_STATE_PATH = new URL('../../supabase/access.generated.sql', import.meta.url).pathname;
/** The PostgREST generation the local backend follows (reference/supabase-protocol.md). */
const POSTGREST_VERSION = '14.1';

export interface GeneratedFile {
  path: string;
  text: string;
}

/**
 * Migrates a throwaway in-memory database once and renders every file generated from it: the database
 * types of the `public` schema and the access state (grants and policies). Both are committed.
 */
export async function generateDatabaseFiles(): Promise<GeneratedFile[]> {
  const db = await openDatabase({ kind: 'memory' });
  try {
    await migrate(db);
    const [schema, access] = await Promise.all([readSchemaMetadata(db, 'public'), readAccessState(db)]);
    return [
      { path: DATABASE_TYPES_PATH, text: renderDatabaseTypes([schema], POSTGREST_VERSION) },
      { path: ACCESS_STATE_PATH, text: renderAccessState(access) },
    ];
  } finally {
    await db.close();
  }
}
