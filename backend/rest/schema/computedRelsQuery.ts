import type { Queryable } from '../../db/database.ts';
import type { Relationship } from './types.ts';

// Computed relationships (PostgREST's allComputedRels): a function whose single parameter is a row of one
// relation and whose result is rows of another. It embeds as `table?select=*,function(*)`, to-one when it
// returns a single row (or declares `rows 1`). The function may live in any schema; both relations must be
// in the exposed one.
const COMPUTED_RELS_SQL = `
  select fn.nspname as function_schema, p.proname as function, arg.typname as table, ret.typname as foreign_table,
    not p.proretset or p.prorows = 1 as single_row, ret_rel.relkind in ('v', 'm') as foreign_is_view
  from pg_proc p
  join pg_namespace fn on fn.oid = p.pronamespace
  join pg_type arg on arg.oid = p.proargtypes[0]
  join pg_class arg_rel on arg_rel.oid = arg.typrelid and arg_rel.relkind in ('v', 'r', 'm', 'f', 'p')
  join pg_type ret on ret.oid = p.prorettype
  join pg_class ret_rel on ret_rel.oid = ret.typrelid and ret_rel.relkind in ('v', 'r', 'm', 'f', 'p')
  where p.pronargs = 1
    and arg.typnamespace = (select oid from pg_namespace where nspname = $1)
    and ret.typnamespace = arg.typnamespace`;

export interface ComputedRelationship extends Relationship {
  computedFunction: string;
}

export async function queryComputedRelationships(
  db: Queryable,
  schemaName: string,
): Promise<ComputedRelationship[]> {
  const { rows } = await db.query<{
    function_schema: string;
    function: string;
    table: string;
    foreign_table: string;
    single_row: boolean;
    foreign_is_view: boolean;
  }>(COMPUTED_RELS_SQL, [schemaName]);
  return rows.map((row) => ({
    table: row.table,
    foreignTable: row.foreign_table,
    cardinality: row.single_row ? 'many-to-one' : 'one-to-many',
    constraint: row.function,
    columns: [],
    computedFunction: `"${row.function_schema.replaceAll('"', '""')}"."${row.function.replaceAll('"', '""')}"`,
    isSelf: row.table === row.foreign_table,
    foreignTableIsView: row.foreign_is_view,
  }));
}

/**
 * Computed relationships take the place of foreign-key ones that the function's name would otherwise
 * reach (PostgREST's getOverrideRelationshipsMap: the user's function prevails).
 */
export function withComputedRelationships(
  relationships: Map<string, Relationship[]>,
  computed: ComputedRelationship[],
): Map<string, Relationship[]> {
  const merged = new Map(relationships);
  for (const rel of computed) {
    const replaced = (other: Relationship) =>
      other.computedFunction === undefined
        ? other.foreignTable === rel.constraint
        : other.constraint === rel.constraint;
    merged.set(rel.table, [...(merged.get(rel.table) ?? []).filter((other) => !replaced(other)), rel]);
  }
  return merged;
}
