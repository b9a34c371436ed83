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
const param = (name: string, type: string, variadic = false) => ({
  name,
  type,
  maxType: type,
  hasDefault: false,
  variadic,
});

describe('rpcSourceSql', () => {
  it('passes named arguments read from JSON with their types', () => {
    const params = new SqlParams();
    const sql = rpcSourceSql(
      'public',
      routine('scalar', [param('a', 'integer'), param('b', 'text')]),
      { kind: 'json', json: '{"a":1}', names: ['a'], isArray: false },
      params,
    );
    expect(sql).toBe(
      'SELECT pgrst_call.pgrst_scalar FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "a" FROM json_to_record(pgrst_payload.json_data) AS _("a" integer) LIMIT 1) pgrst_body, ' +
        'LATERAL (SELECT "public"."fn"("a" := pgrst_body."a") pgrst_scalar) pgrst_call',
    );
  });

  it('passes query arguments as typed text, repeated ones as the array of a variadic parameter', () => {
    const params = new SqlParams();
    const sql = rpcSourceSql(
      'public',
      routine('scalar', [param('a', 'integer'), param('v', 'integer[]', true)]),
      {
        kind: 'direct',
        values: new Map([
          ['a', ['1', '2']],
          ['v', ['3', '4']],
        ]),
      },
      params,
    );
    expect(sql).toBe(
      'SELECT pgrst_call.pgrst_scalar FROM (SELECT "public"."fn"("a" := $1::integer, VARIADIC "v" := $2::integer[]) pgrst_scalar) pgrst_call',
    );
    expect(params.values).toEqual(['2', '{"3","4"}']);
  });

  it('calls composite functions in FROM, without arguments when none are given', () => {
    expect(
      rpcSourceSql(
        'public',
        routine('composite'),
        { kind: 'json', json: '{}', names: [], isArray: false },
        new SqlParams(),
      ),
    ).toBe('SELECT pgrst_call.* FROM "public"."fn"() pgrst_call');
  });

  it('hands the whole body to a single unnamed parameter, bytes as bytea', () => {
    expect(
      rpcSourceSql(
        'public',
        routine('scalar', [param('', 'json')]),
        { kind: 'whole', body: '[1]' },
        new SqlParams(),
      ),
    ).toBe('SELECT pgrst_call.pgrst_scalar FROM (SELECT "public"."fn"($1::json) pgrst_scalar) pgrst_call');
    const params = new SqlParams();
    const bytes = new Uint8Array([0, 255]);
    expect(
      rpcSourceSql('public', routine('scalar', [param('', 'bytea')]), { kind: 'whole', body: bytes }, params),
    ).toBe('SELECT pgrst_call.pgrst_scalar FROM (SELECT "public"."fn"($1) pgrst_scalar) pgrst_call');
    expect(params.values).toEqual([bytes]);
  });
});
