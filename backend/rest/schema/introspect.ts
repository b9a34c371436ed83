import type { Queryable } from '../../db/database.ts';
import { queryComputedRelationships, withComputedRelationships } from './computedRelsQuery.ts';
import { queryMediaHandlers } from './mediaHandlersQuery.ts';
import { buildRelationships, viewForeignKeys } from './relationships.ts';
import { queryRoutines } from './routinesQuery.ts';
import { queryTables } from './tablesQuery.ts';
import type { Schema } from './types.ts';

/** Reads one exposed schema: tables, views, keys, relationships (computed ones too), functions, media handlers. */
export async function introspect(db: Queryable, schemaName = 'public'): Promise<Schema> {
  const { tables, foreignKeys, viewColumns } = await queryTables(db, schemaName);
  const allKeys = [...foreignKeys, ...viewForeignKeys(foreignKeys, viewColumns)];
  const computed = await queryComputedRelationships(db, schemaName);
  return {
    name: schemaName,
    tables,
    relationships: withComputedRelationships(buildRelationships(tables, allKeys), computed),
    routines: await queryRoutines(db, schemaName, tables),
    mediaHandlers: await queryMediaHandlers(db, schemaName),
  };
}
