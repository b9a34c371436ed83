import { describe, expect, it } from 'vitest';
import type { Routine } from '../schema/types.ts';
import { rpcSourceSql } from './rpcSql.ts';
import { SqlParams } from './sqlParams.ts';

const routine = (returns: Routine['returns'], params: Routine['params'] = []): Routine => ({
  name: 'fn',
  params,
  returnType: 'x',
  returnsSet: false,
  returns,
  volatility: 'volatile',
});
const param = (name: string, type: string, variadic = false) => ({ name, type, hasDefault: false, variadic });

describe('rpcSourceSql', () => {
  it('passes named arguments read from JSON with their types', () => {
    const params = new SqlParams();
    const sql = rpcSourceSql(
      'public',
      routine('scalar', [param('a', 'integer'), param('b', 'text')]),
      { kind: 'named', json: '{"a":1}', names: ['a'] },
      params,
    );
    expect(sql).toBe(
      'SELECT pgrst_call.pgrst_scalar FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "a" FROM json_to_record(pgrst_payload.json_data) AS _("a" integer) LIMIT 1) pgrst_body, ' +
        'LATERAL (SELECT "public"."fn"("a" := pgrst_body."a") pgrst_scalar) pgrst_call',
    );
  });

  it('calls composite functions in FROM, without arguments when none are given', () => {
    expect(
      rpcSourceSql('public', routine('composite'), { kind: 'named', json: '{}', names: [] }, new SqlParams()),
    ).toBe('SELECT pgrst_call.* FROM "public"."fn"() pgrst_call');
  });

  it('hands the whole body to a single unnamed json parameter and marks variadics', () => {
    expect(
      rpcSourceSql(
        'public',
        routine('scalar', [param('', 'json')]),
        { kind: 'whole', json: '[1]' },
        new SqlParams(),
      ),
    ).toBe('SELECT pgrst_call.pgrst_scalar FROM (SELECT "public"."fn"($1::json) pgrst_scalar) pgrst_call');
    const variadic = rpcSourceSql(
      'public',
      routine('scalar', [param('v', 'integer[]', true)]),
      { kind: 'named', json: '{}', names: ['v'] },
      new SqlParams(),
    );
    expect(variadic).toContain('"public"."fn"(VARIADIC "v" := pgrst_body."v")');
  });
});
