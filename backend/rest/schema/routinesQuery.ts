import type { Queryable } from '../../db/database.ts';
import type { Routine, RoutineParam, Table } from './types.ts';

// The schema's functions as PostgREST's funcsSqlQuery reads them: input parameters in order (unnamed
// ones named ''), the length-free type for casts, which ones have defaults. A function is left out when
// it takes more than one unnamed parameter, or a single one that is not bytea, json, jsonb, text or xml
// (PostgREST tests the type of the first parameter); trigger functions and procedures are left out too.
const ROUTINES_SQL = `
  with arguments as (
    select p.oid,
      json_agg(json_build_object(
        'name', coalesce(arg.name, ''),
        'type', arg.type::regtype::text,
        'maxType', case arg.type
          when 'bit'::regtype then 'bit varying'
          when 'bit[]'::regtype then 'bit varying[]'
          when 'character'::regtype then 'character varying'
          when 'character[]'::regtype then 'character varying[]'
          else arg.type::regtype::text end,
        'hasDefault', arg.idx > (p.pronargs - p.pronargdefaults),
        'variadic', coalesce(arg.mode = 'v', false)
      ) order by arg.idx) as params,
      case count(*) - count(arg.name)
        when 0 then true
        when 1 then (array_agg(arg.type order by arg.idx))[1]
          in ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
        else false end as callable
    from pg_proc p, unnest(p.proargnames, p.proargtypes, p.proargmodes) with ordinality as arg(name, type, mode, idx)
    where arg.type is not null and p.pronamespace = (select oid from pg_namespace where nspname = $1)
    group by p.oid
  )
  select p.proname as name, obj_description(p.oid, 'pg_proc') as description, p.provolatile as volatility,
    p.proretset as returns_set, format_type(p.prorettype, null) as return_type, t.typname as base_return_type,
    t.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false) as returns_composite,
    rel.relname as return_table, rn.nspname as return_table_schema,
    coalesce(a.params, '[]') as params
  from pg_proc p
  left join arguments a on a.oid = p.oid
  join pg_type rt on rt.oid = p.prorettype
  join pg_type t on t.oid = case when rt.typtype = 'd' then rt.typbasetype else rt.oid end
  left join pg_class rel on rel.oid = t.typrelid
  left join pg_namespace rn on rn.oid = rel.relnamespace
  where p.pronamespace = (select oid from pg_namespace where nspname = $1)
    and p.prokind = 'f' and t.oid <> 'trigger'::regtype and coalesce(a.callable, true)`;

interface RoutineRow {
  name: string;
  description: string | null;
  volatility: string;
  returns_set: boolean;
  return_type: string;
  base_return_type: string;
  returns_composite: boolean;
  return_table: string | null;
  return_table_schema: string | null;
  params: RoutineParam[];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order PostgREST lists overloads in (Routine.hs `Ord`): fewer parameters first, then field by field. */
export function compareRoutines(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  if (a.description !== b.description) {
    if (a.description === undefined) return -1;
    if (b.description === undefined) return 1;
    return compareText(a.description, b.description);
  }
  for (let i = 0; i < a.params.length; i++) {
    const [p, q] = [a.params[i]!, b.params[i]!];
    const order =
      compareText(p.name, q.name) ||
      compareText(p.type, q.type) ||
      compareText(p.maxType, q.maxType) ||
      Number(q.hasDefault) - Number(p.hasDefault) ||
      Number(p.variadic) - Number(q.variadic);
    if (order !== 0) return order;
  }
  return 0;
}

export async function queryRoutines(
  db: Queryable,
  schemaName: string,
  tables: Map<string, Table>,
): Promise<Map<string, Routine[]>> {
  const { rows } = await db.query<RoutineRow>(ROUTINES_SQL, [schemaName]);
  const routines = new Map<string, Routine[]>();
  for (const row of rows) {
    const routine: Routine = {
      name: row.name,
      params: row.params,
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returns: row.base_return_type === 'void' ? 'void' : row.returns_composite ? 'composite' : 'scalar',
      volatility: row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
    };
    if (row.description !== null) routine.description = row.description;
    if (row.return_table && row.return_table_schema === schemaName && tables.has(row.return_table)) {
      routine.returnTable = row.return_table;
    }
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine]);
  }
  for (const overloads of routines.values()) overloads.sort(compareRoutines);
  return routines;
}
