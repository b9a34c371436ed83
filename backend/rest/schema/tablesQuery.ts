import type { Queryable } from '../../db/database.ts';
import type { Column, ForeignKey, Table } from './types.ts';

// Tables and views of one schema with their columns, described as PostgREST's tablesSqlQuery does:
// data_type without modifiers for built-in types, defaults of domains and identity columns, the
// updatable bits of views (pg_relation_is_updatable: 8 insert, 4 update, 16 delete).
const RELATIONS_SQL = `
  select c.relname as table, c.relkind in ('v', 'm') as is_view,
    c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8) as insertable,
    c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4) as updatable,
    c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16) as deletable,
    obj_description(c.oid, 'pg_class') as description,
    coalesce(json_agg(json_build_object(
      'name', a.attname,
      'type', case
        when t.typtype = 'd' then case when bt.typnamespace = 'pg_catalog'::regnamespace
          then format_type(bt.oid, null) else format_type(a.atttypid, a.atttypmod) end
        when t.typnamespace = 'pg_catalog'::regnamespace then format_type(a.atttypid, null)
        else format_type(a.atttypid, a.atttypmod) end,
      'nominalType', format_type(a.atttypid, a.atttypmod),
      'baseType', coalesce(bt.typname, t.typname),
      'nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
      'defaultSql', case
        when t.typbasetype <> 0 and d.adbin is null then pg_get_expr(t.typdefaultbin, 0)
        when a.attidentity <> '' then format('nextval(%L::regclass)',
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end,
      'description', col_description(c.oid, a.attnum),
      'maxLength', information_schema._pg_char_max_length(
        information_schema._pg_truetypid(a.*, t.*), information_schema._pg_truetypmod(a.*, t.*)),
      'enumValues', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e
        where e.enumtypid = coalesce(bt.oid, t.oid))
    ) order by a.attnum) filter (where a.attnum is not null), '[]') as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_type bt on bt.oid = t.typbasetype and t.typtype = 'd'
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition
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

interface RelationRow {
  table: string;
  is_view: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  description: string | null;
  columns: (Omit<Column, 'defaultSql' | 'description' | 'maxLength' | 'enumValues'> & {
    defaultSql: string | null;
    description: string | null;
    maxLength: number | null;
    enumValues: string[] | null;
  })[];
}

function toColumn(row: RelationRow['columns'][number]): Column {
  const { defaultSql, description, maxLength, enumValues, ...column } = row;
  return {
    ...column,
    ...(defaultSql === null ? {} : { defaultSql }),
    ...(description === null ? {} : { description }),
    ...(maxLength === null ? {} : { maxLength }),
    ...(enumValues === null ? {} : { enumValues }),
  };
}

/** The schema's tables and views, their keys, and the foreign keys between them (view ones derived later). */
export async function queryTables(
  db: Queryable,
  schemaName: string,
): Promise<{
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  viewColumns: { view: string; table: string; column: string }[];
}> {
  const relations = await db.query<RelationRow>(RELATIONS_SQL, [schemaName]);
  const tables = new Map<string, Table>();
  for (const row of relations.rows) {
    const table: Table = {
      name: row.table,
      isView: row.is_view,
      insertable: row.insertable,
      updatable: row.updatable,
      deletable: row.deletable,
      columns: new Map(row.columns.map((column) => [column.name, toColumn(column)])),
      primaryKey: [],
      uniqueKeys: [],
    };
    if (row.description !== null) table.description = row.description;
    tables.set(row.table, table);
  }
  const constraints = await db.query<{
    name: string;
    type: 'p' | 'u' | 'f';
    table: string;
    foreign_table: string | null;
    columns: string[] | null;
    foreign_columns: string[] | null;
  }>(CONSTRAINTS_SQL, [schemaName]);
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints.rows) {
    const table = tables.get(con.table);
    const columns = con.columns ?? [];
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = [...columns].sort();
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
  const viewColumns = await db.query<{ view: string; table: string; column: string }>(VIEW_COLUMNS_SQL, [
    schemaName,
  ]);
  return { tables, foreignKeys, viewColumns: viewColumns.rows };
}
