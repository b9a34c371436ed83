import type { LogicTree } from '../query/types.ts';
import type { Column, Table } from '../schema/types.ts';
import { columnSql, type Scope } from './fieldSql.ts';
import { conditionSql } from './filterSql.ts';
import { jsonBodyFromSql } from './jsonBodySql.ts';
import { ident, type SqlParams } from './sqlParams.ts';

/** What a mutation hands back to the read that follows it: nothing (`RETURNING 1`), columns, or `*`. */
export type Returning = 'nothing' | '*' | string[];

export interface MutationTarget {
  schemaName: string;
  table: Table;
}

export const targetSql = ({ schemaName, table }: MutationTarget) =>
  `${ident(schemaName)}.${ident(table.name)}`;
const scopeOf = (target: MutationTarget): Scope => ({ qualifier: targetSql(target), table: target.table });

function returningSql(target: MutationTarget, returning: Returning): string {
  if (returning === 'nothing') return 'RETURNING 1';
  if (returning === '*') return `RETURNING ${targetSql(target)}.*`;
  return `RETURNING ${returning.map((name) => columnSql(scopeOf(target), name)).join(', ')}`;
}

function whereSql(target: MutationTarget, where: LogicTree[], params: SqlParams): string {
  if (where.length === 0) return '';
  return ` WHERE ${where.map((tree) => conditionSql(scopeOf(target), tree, params)).join(' AND ')}`;
}

export interface InsertOptions {
  body: string;
  isObject: boolean;
  columns: Column[];
  applyDefaults: boolean;
  onConflict?: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  /** PUT: the body row must match the URL's primary-key filters. */
  bodyConditions?: LogicTree[];
  returning: Returning;
}

/**
 * INSERT … SELECT from the JSON body; an upsert merges with `ON CONFLICT … DO UPDATE` and counts the
 * rows it updated in a transaction-local setting, so the response can tell 201 from 200.
 */
export function insertSql(target: MutationTarget, options: InsertOptions, params: SqlParams): string {
  const names = options.columns.map((column) => ident(column.name));
  const into = names.length ? `(${names.join(', ')})` : '';
  const select = `SELECT ${options.columns.map((column) => `pgrst_body.${ident(column.name)}`).join(', ')}`;
  let from = jsonBodyFromSql(options.body, options.columns, options, params);
  if (options.bodyConditions?.length) {
    const body: Scope = { qualifier: 'pgrst_body', table: target.table };
    from += ` WHERE ${options.bodyConditions.map((tree) => conditionSql(body, tree, params)).join(' AND ')}`;
  }
  let conflict = '';
  if (options.onConflict && options.onConflict.columns.length > 0) {
    const keys = options.onConflict.columns.map(ident).join(', ');
    conflict =
      options.onConflict.resolution === 'ignore-duplicates' || names.length === 0
        ? ` ON CONFLICT (${keys}) DO NOTHING`
        : ` ON CONFLICT (${keys}) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}` +
          ` WHERE ${COUNT_UPDATE}`;
  }
  return `INSERT INTO ${targetSql(target)}${into} ${select} ${from}${conflict} ${returningSql(target, options.returning)}`;
}

export const UPDATED_SETTING = 'pgrst.upsert_updated';
const COUNT_UPDATE = `set_config('${UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) IS NOT NULL`;

export interface UpdateOptions {
  body: string;
  isObject: boolean;
  columns: Column[];
  applyDefaults: boolean;
  where: LogicTree[];
  returning: Returning;
}

/** UPDATE … SET col = pgrst_body.col FROM the JSON body; with no columns, an empty result of the same shape. */
export function updateSql(target: MutationTarget, options: UpdateOptions, params: SqlParams): string {
  if (options.columns.length === 0) {
    const returned =
      options.returning === 'nothing'
        ? 'NULL'
        : options.returning === '*'
          ? '*'
          : options.returning.map(ident).join(', ');
    return `SELECT ${returned} FROM ${targetSql(target)} WHERE false`;
  }
  const set = options.columns
    .map((column) => `${ident(column.name)} = pgrst_body.${ident(column.name)}`)
    .join(', ');
  const from = jsonBodyFromSql(options.body, options.columns, options, params);
  return `UPDATE ${targetSql(target)} SET ${set} ${from}${whereSql(target, options.where, params)} ${returningSql(target, options.returning)}`;
}

export function deleteSql(
  target: MutationTarget,
  where: LogicTree[],
  returning: Returning,
  params: SqlParams,
): string {
  return `DELETE FROM ${targetSql(target)}${whereSql(target, where, params)} ${returningSql(target, returning)}`;
}
