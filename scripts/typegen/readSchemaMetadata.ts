import type { Queryable } from '@palabra-viva/local-supabase';
import type { FunctionMetadata, RelationMetadata, SchemaMetadata } from './schemaMetadata.ts';

// Domains are typed as their base type; array element types keep pg_type's `_name` form.
const COLUMNS = `
  select c.relname as relation, c.relkind::text as kind,
         (pg_relation_is_updatable(c.oid, false) & 20) = 20 as relation_updatable,
         a.attname::text as name,
         case when t.typtype = 'd' then bt.typname else t.typname end::text as type,
         not a.attnotnull as nullable, a.atthasdef as has_default,
         (a.attidentity = 'a' or a.attgenerated <> '') as written_by_database,
         pg_column_is_updatable(c.oid, a.attnum, false) as updatable
  from pg_class c
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on bt.oid = t.typbasetype
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
  order by c.relname, a.attnum`;

// One-to-one when the foreign key's columns are exactly those of a unique index on the same table.
const RELATIONSHIPS = `
  select con.conname::text as foreign_key_name, c.relname::text as relation,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
         r.relname::text as referenced_relation,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
         exists (
           select 1 from pg_index i
           where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
             and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
               = (select array_agg(x order by x) from unnest(con.conkey) x)
         ) as is_one_to_one
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_class r on r.oid = con.confrelid
  where con.contype = 'f' and c.relnamespace = $1::regnamespace and r.relnamespace = $1::regnamespace`;

const FUNCTIONS = `
  select p.oid::int as id, p.proname::text as name, p.proretset as set_of, rt.typname::text as return_type,
         p.pronargs::int as input_count, p.pronargdefaults::int as default_count,
         coalesce(array(
           select jsonb_build_object('name', coalesce(p.proargnames[a.i], ''),
                                     'mode', coalesce(p.proargmodes[a.i], 'i'), 'type', t.typname)
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(type_oid, i)
           join pg_type t on t.oid = a.type_oid order by a.i
         ), '{}') as args
  from pg_proc p join pg_type rt on rt.oid = p.prorettype
  where p.pronamespace = $1::regnamespace and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
  order by p.proname, p.oid`;

const ENUMS = `
  select t.typname::text as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
  from pg_type t join pg_enum e on e.enumtypid = t.oid
  where t.typnamespace = $1::regnamespace group by t.typname`;

const COMPOSITE_TYPES = `
  select t.typname::text as name,
         array_agg(jsonb_build_object('name', a.attname, 'type', at.typname) order by a.attnum) as attributes
  from pg_type t
  join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type at on at.oid = a.atttypid
  where t.typnamespace = $1::regnamespace group by t.typname`;

interface ColumnRow {
  relation: string;
  kind: string;
  relation_updatable: boolean;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  written_by_database: boolean;
  updatable: boolean;
}

interface FunctionRow {
  name: string;
  set_of: boolean;
  return_type: string;
  input_count: number;
  default_count: number;
  args: { name: string; mode: string; type: string }[];
}

function toFunction(row: FunctionRow): FunctionMetadata | undefined {
  const inputs = row.args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  // PostgREST calls functions with named arguments, or with a single unnamed one (a JSON body).
  if (inputs.some((arg) => arg.name === '') && inputs.length > 1) return undefined;
  const firstDefault = row.input_count - row.default_count;
  const tableColumns = row.args.filter((arg) => arg.mode === 't');
  return {
    name: row.name,
    args: inputs.map((arg, index) => ({ name: arg.name, type: arg.type, hasDefault: index >= firstDefault })),
    returns:
      tableColumns.length > 0
        ? { columns: tableColumns.map(({ name, type }) => ({ name, type })) }
        : { type: row.return_type },
    setOf: row.set_of,
  };
}

/** Reads one schema's tables, views, functions, enums and composite types from the catalog. */
export async function readSchemaMetadata(db: Queryable, schema: string): Promise<SchemaMetadata> {
  const [columns, relationships, functions, enums, compositeTypes] = await Promise.all([
    db.query<ColumnRow>(COLUMNS, [schema]),
    db.query<{
      relation: string;
      foreign_key_name: string;
      columns: string[];
      referenced_relation: string;
      referenced_columns: string[];
      is_one_to_one: boolean;
    }>(RELATIONSHIPS, [schema]),
    db.query<FunctionRow>(FUNCTIONS, [schema]),
    db.query<{ name: string; values: string[] }>(ENUMS, [schema]),
    db.query<{ name: string; attributes: { name: string; type: string }[] }>(COMPOSITE_TYPES, [schema]),
  ]);
  const relations = new Map<string, RelationMetadata & { isView: boolean }>();
  for (const row of columns.rows) {
    const relation = relations.get(row.relation) ?? {
      name: row.relation,
      isView: row.kind === 'v' || row.kind === 'm',
      updatable: row.relation_updatable,
      columns: [],
      relationships: relationships.rows
        .filter((fk) => fk.relation === row.relation)
        .map((fk) => ({
          foreignKeyName: fk.foreign_key_name,
          columns: fk.columns,
          isOneToOne: fk.is_one_to_one,
          referencedRelation: fk.referenced_relation,
          referencedColumns: fk.referenced_columns,
        })),
    };
    relation.columns.push({
      name: row.name,
      type: row.type,
      nullable: row.nullable,
      hasDefault: row.has_default,
      writtenByDatabase: row.written_by_database,
      updatable: row.updatable,
    });
    relations.set(row.relation, relation);
  }
  const all = [...relations.values()].map(({ isView, ...relation }) => ({ isView, relation }));
  return {
    name: schema,
    tables: all.filter((r) => !r.isView).map((r) => r.relation),
    views: all.filter((r) => r.isView).map((r) => r.relation),
    functions: functions.rows.flatMap((row) => toFunction(row) ?? []),
    enums: enums.rows,
    compositeTypes: compositeTypes.rows,
  };
}
