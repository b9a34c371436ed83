import type { Queryable } from '../../db/database.ts';
import { buildRelationships, viewForeignKeys } from './relationships.ts';
import type { Column, ForeignKey, Routine, Schema, Table } from './types.ts';

const RELATIONS_SQL = `
  select c.relname as table, c.relkind in ('v', 'm') as is_view,
         coalesce(json_agg(json_build_object(
           'name', a.attname,
           'type', format_type(a.atttypid, a.atttypmod),
           'baseType', coalesce(bt.typname, t.typname),
           'nullable', not a.attnotnull,
           'defaultSql', case
             when a.attidentity <> '' then format('nextval(%L::regclass)',
               pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
             when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end
         ) order by a.attnum) filter (where a.attnum is not null), '[]') as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_type bt on bt.oid = t.typbasetype and t.typtype = 'd'
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
  group by c.oid, c.relname, c.relkind`;

const CONSTRAINTS_SQL = `
  select con.conname as name, con.contype as type, c.relname as table, f.relname as foreign_table,
         (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
         (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as foreign_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class f on f.oid = con.confrelid
  left join pg_namespace fn on fn.oid = f.relnamespace
  where n.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fn.nspname = $1)
  order by con.conname`;

// Which base-table column each view column shows, found through the view rule's dependencies: a view
// column maps to a base column of the same name when exactly one base table has that name.
const VIEW_COLUMNS_SQL = `
  select v.relname as view, base.relname as table, ba.attname as column
  from pg_class v
  join pg_namespace n on n.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join pg_class base on base.oid = d.refobjid and base.oid <> v.oid
  join pg_namespace bn on bn.oid = base.relnamespace and bn.nspname = $1
  join pg_attribute ba on ba.attrelid = base.oid and ba.attnum = d.refobjsubid
  join pg_attribute va on va.attrelid = v.oid and va.attname = ba.attname and va.attnum > 0
  where n.nspname = $1 and v.relkind in ('v', 'm')
  group by v.relname, base.relname, ba.attname`;

const ROUTINES_SQL = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
         format_type(p.prorettype, null) as return_type, rt.typtype as return_kind,
         rel.relname as return_table, rn.nspname as return_table_schema,
         p.pronargdefaults as default_count,
         coalesce((select json_agg(json_build_object(
             'name', coalesce(p.proargnames[arg.ord], ''),
             'type', format_type(arg.type, null),
             'mode', coalesce(p.proargmodes[arg.ord], 'i')) order by arg.ord)
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality arg(type, ord)), '[]') as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rel on rel.oid = rt.typrelid
  left join pg_namespace rn on rn.oid = rel.relnamespace
  where n.nspname = $1 and p.prokind = 'f'
  order by p.oid`;

interface RoutineRow {
  name: string;
  volatility: string;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  return_table: string | null;
  return_table_schema: string | null;
  default_count: number;
  args: { name: string; type: string; mode: string }[];
}

/** Reads the exposed schema's tables, views, columns, keys, relationships and functions. */
export async function introspect(db: Queryable, schemaName = 'public'): Promise<Schema> {
  const relations = await db.query<{ table: string; is_view: boolean; columns: Column[] }>(RELATIONS_SQL, [
    schemaName,
  ]);
  const constraints = await db.query<{
    name: string;
    type: 'p' | 'u' | 'f';
    table: string;
    foreign_table: string | null;
    columns: string[] | null;
    foreign_columns: string[] | null;
  }>(CONSTRAINTS_SQL, [schemaName]);
  const viewColumns = await db.query<{ view: string; table: string; column: string }>(VIEW_COLUMNS_SQL, [
    schemaName,
  ]);
  const routines = await db.query<RoutineRow>(ROUTINES_SQL, [schemaName]);

  const tables = new Map<string, Table>();
  for (const row of relations.rows) {
    const columns = new Map<string, Column>();
    for (const column of row.columns) {
      if (column.defaultSql === null) delete column.defaultSql;
      columns.set(column.name, column);
    }
    tables.set(row.table, { name: row.table, isView: row.is_view, columns, primaryKey: [], uniqueKeys: [] });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints.rows) {
    const table = tables.get(con.table);
    const columns = con.columns ?? [];
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = columns;
    if (con.type === 'p' || con.type === 'u') table.uniqueKeys.push(columns);
    if (con.type === 'f' && con.foreign_table && tables.has(con.foreign_table)) {
      foreignKeys.push({
        name: con.name,
        table: con.table,
        columns,
        foreignTable: con.foreign_table,
        foreignColumns: con.foreign_columns ?? [],
      });
    }
  }
  const allKeys = [...foreignKeys, ...viewForeignKeys(foreignKeys, viewColumns.rows)];
  return {
    name: schemaName,
    tables,
    relationships: buildRelationships(tables, allKeys),
    routines: groupRoutines(routines.rows, schemaName, tables),
  };
}

function groupRoutines(
  rows: RoutineRow[],
  schemaName: string,
  tables: Map<string, Table>,
): Map<string, Routine[]> {
  const routines = new Map<string, Routine[]>();
  for (const row of rows) {
    const inputs = row.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const hasOutParams = row.args.some((arg) => arg.mode === 'o' || arg.mode === 't');
    const firstDefault = inputs.length - row.default_count;
    const composite = row.return_kind === 'c' || (row.return_type === 'record' && hasOutParams);
    const routine: Routine = {
      name: row.name,
      params: inputs.map((arg, index) => ({
        name: arg.name,
        type: arg.type,
        hasDefault: index >= firstDefault,
        variadic: arg.mode === 'v',
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returns:
        row.return_type === 'void'
          ? 'void'
          : composite || row.return_type === 'record'
            ? 'composite'
            : 'scalar',
      volatility: row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
    };
    if (row.return_table && row.return_table_schema === schemaName && tables.has(row.return_table)) {
      routine.returnTable = row.return_table;
    }
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine]);
  }
  return routines;
}
