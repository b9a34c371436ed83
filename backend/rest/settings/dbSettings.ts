import type { Queryable } from '../../db/database.ts';

/**
 * PostgREST's in-database configuration, as hosted Supabase documents it: `alter role authenticator set
 * pgrst.<setting> = '…'` (or `… in database <db> set …`, which wins), applied after
 * `notify pgrst, 'reload config'`. The settings the local API honours; each is off by default.
 */
export interface DbSettings {
  aggregatesEnabled: boolean;
  planEnabled: boolean;
  /** db-tx-end `rollback…`: every transaction is rolled back. */
  txRollbackAll: boolean;
  /** db-tx-end `…-allow-override`: `Prefer: tx=commit|rollback` decides. */
  txAllowOverride: boolean;
}

export const DEFAULT_DB_SETTINGS: DbSettings = {
  aggregatesEnabled: false,
  planEnabled: false,
  txRollbackAll: false,
  txAllowOverride: false,
};

// Config/Database.hs queryDbSettings, for the authenticator role (PostgREST's CURRENT_USER on Supabase).
const DB_SETTINGS_SQL = `
  with role_setting as (
    select setdatabase as database, unnest(setconfig) as setting
    from pg_catalog.pg_db_role_setting
    where setrole = (select oid from pg_roles where rolname = 'authenticator')
      and setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
  ), kv_settings as (
    select database, substr(setting, 1, strpos(setting, '=') - 1) as k, substr(setting, strpos(setting, '=') + 1) as v
    from role_setting
  )
  select distinct on (key) replace(k, 'pgrst.', '') as key, v as value
  from kv_settings
  where k like 'pgrst.%' and v is not null
  order by key, database desc nulls last`;

/** Config.hs coerceBool: `true`/`TRUE`/`True` (letters only), or a number above zero. */
export function coerceBool(text: string): boolean | undefined {
  const letters = text.replace(/[^\p{L}]/gu, '').toLowerCase();
  if (letters === 'true') return true;
  if (letters === 'false') return false;
  return /^-?\d+$/.test(text.trim()) ? Number(text) > 0 : undefined;
}

const TX_END: Record<string, [rollbackAll: boolean, allowOverride: boolean]> = {
  commit: [false, false],
  'commit-allow-override': [false, true],
  rollback: [true, false],
  'rollback-allow-override': [true, true],
};

/** The settings from the role's `pgrst.*` values; an invalid db_tx_end fails the reload, as in PostgREST. */
export function parseDbSettings(values: Map<string, string>): DbSettings {
  const txEnd = values.get('db_tx_end') || 'commit';
  const tx = TX_END[txEnd];
  if (!tx) throw new Error('Invalid transaction termination. Check your configuration.');
  return {
    aggregatesEnabled: coerceBool(values.get('db_aggregates_enabled') ?? '') ?? false,
    planEnabled: coerceBool(values.get('db_plan_enabled') ?? '') ?? false,
    txRollbackAll: tx[0],
    txAllowOverride: tx[1],
  };
}

export async function queryDbSettings(db: Queryable): Promise<DbSettings> {
  const { rows } = await db.query<{ key: string; value: string }>(DB_SETTINGS_SQL);
  return parseDbSettings(new Map(rows.map((row) => [row.key, row.value])));
}
