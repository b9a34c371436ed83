import { describe, expect, it } from 'vitest';
import type { Column } from '../schema/types.ts';
import { jsonBodyFromSql } from './jsonBodySql.ts';
import { SqlParams } from './sqlParams.ts';

const columns: Column[] = [
  {
    name: 'id',
    type: 'bigint',
    nominalType: 'bigint',
    baseType: 'int8',
    nullable: false,
    defaultSql: "nextval('posts_id_seq'::regclass)",
  },
  { name: 'title', type: 'text', nominalType: 'text', baseType: 'text', nullable: true },
];

describe('jsonBodyFromSql', () => {
  it('reads arrays with json_to_recordset and each column type', () => {
    expect(jsonBodyFromSql('[]', columns, { isObject: false, applyDefaults: false }, new SqlParams())).toBe(
      'FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "id", "title" FROM json_to_recordset(pgrst_payload.json_data) AS _("id" bigint, "title" text)) pgrst_body',
    );
  });

  it('merges every row over the column defaults for missing=default', () => {
    const sql = jsonBodyFromSql('[]', columns, { isObject: false, applyDefaults: true }, new SqlParams());
    expect(sql).toContain(
      `LATERAL (SELECT jsonb_agg(jsonb_build_object('id', nextval('posts_id_seq'::regclass)) || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs`,
    );
    expect(sql).toContain('jsonb_to_recordset(pgrst_json_defs.val)');
  });

  it('yields one empty row for {} and one per element for [{}, {}]', () => {
    expect(jsonBodyFromSql('{}', [], { isObject: true, applyDefaults: false }, new SqlParams())).toContain(
      '(VALUES (1)) _',
    );
    expect(jsonBodyFromSql('[{}]', [], { isObject: false, applyDefaults: false }, new SqlParams())).toContain(
      'json_array_elements(pgrst_payload.json_data) _',
    );
  });
});
