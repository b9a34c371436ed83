import type { Queryable } from '../../db/database.ts';
import { decodeMediaType, mediaTypeKey } from '../query/mediaType.ts';
import { type MediaHandler, mediaHandlerKey } from './types.ts';

// Media type handlers (PostgREST's mediaHandlers): domains named like a media type ("image/png",
// "application/octet-stream", or "*/*" for any). An aggregate over a relation's rows (or anyelement)
// returning such a domain renders that relation; a function returning one renders its own result.
const MEDIA_HANDLERS_SQL = `
  with media_types as (
    select t.oid, lower(t.typname) as media_type, t.typnamespace, t.typname,
      case t.typname when '*/*' then 'application/octet-stream' else t.typname end as resolved
    from pg_type t
    where t.typbasetype <> 0 and (t.typname ~* '^[A-Za-z0-9.-]+/[A-Za-z0-9.\\+-]+$' or t.typname = '*/*')
  )
  select format('%I.%I', pn.nspname, p.proname) as function_sql, 'aggregate' as kind,
    case when arg.typname = 'anyelement' then '' else arg.typname end as target, m.media_type, m.resolved
  from media_types m
  join pg_proc p on p.prorettype = m.oid
  join pg_namespace pn on pn.oid = p.pronamespace
  join pg_aggregate agg on agg.aggfnoid = p.oid
  join pg_type arg on arg.oid = p.proargtypes[0]
  where pn.nspname = $1 and p.pronargs = 1
    and (arg.typname = 'anyelement' or arg.typrelid in (select oid from pg_class where relkind in ('v', 'r', 'm', 'f', 'p')))
  union
  select format('%I.%I', tn.nspname, m.typname), 'function', p.proname, m.media_type, m.resolved
  from pg_proc p
  join pg_namespace pn on pn.oid = p.pronamespace
  join media_types m on p.prorettype = m.oid
  join pg_namespace tn on tn.oid = m.typnamespace
  where pn.nspname = $1 and not p.proretset and p.prokind = 'f'`;

export async function queryMediaHandlers(
  db: Queryable,
  schemaName: string,
): Promise<Map<string, MediaHandler>> {
  const { rows } = await db.query<{
    function_sql: string;
    kind: 'aggregate' | 'function';
    target: string;
    media_type: string;
    resolved: string;
  }>(MEDIA_HANDLERS_SQL, [schemaName]);
  const handlers = new Map<string, MediaHandler>();
  for (const row of rows) {
    const key = mediaHandlerKey(row.target, mediaTypeKey(decodeMediaType(row.media_type)));
    handlers.set(key, { functionSql: row.function_sql, kind: row.kind, mediaType: row.resolved });
  }
  return handlers;
}
