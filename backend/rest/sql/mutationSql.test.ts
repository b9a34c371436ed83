import { describe, expect, it } from 'vitest';
import { parseLogic } from '../query/queryParams.ts';
import { table } from '../schema/schemaFixture.ts';
import { deleteSql, insertSql, updateSql } from './mutationSql.ts';
import { SqlParams } from './sqlParams.ts';

const posts = table('posts', [
  ['id', 'integer'],
  ['title', 'text'],
]);
const target = { schemaName: 'public', table: posts };
const title = posts.columns.get('title')!;
const byId = [parseLogic('and', '(id.eq.1)').tree];

describe('mutation SQL', () => {
  it('inserts from the JSON body, returning 1 for minimal (no SELECT policy needed)', () => {
    const params = new SqlParams();
    const sql = insertSql(
      target,
      { body: '{"title":"a"}', isObject: true, columns: [title], applyDefaults: false, returning: 'nothing' },
      params,
    );
    expect(sql).toBe(
      'INSERT INTO "public"."posts"("title") SELECT pgrst_body."title" FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "title" FROM json_to_record(pgrst_payload.json_data) AS _("title" text)) pgrst_body RETURNING 1',
    );
    expect(params.values).toEqual(['{"title":"a"}']);
  });

  it('upserts with ON CONFLICT and counts updated rows', () => {
    const sql = insertSql(
      target,
      {
        body: '[]',
        isObject: false,
        columns: [title],
        applyDefaults: false,
        onConflict: { columns: ['id'], resolution: 'merge-duplicates' },
        returning: '*',
      },
      new SqlParams(),
    );
    expect(sql).toContain('json_to_recordset(pgrst_payload.json_data)');
    expect(sql).toContain(
      `ON CONFLICT ("id") DO UPDATE SET "title" = EXCLUDED."title" WHERE set_config('pgrst.upsert_updated'`,
    );
    expect(sql).toMatch(/RETURNING "public"\."posts"\.\*$/);
    const ignore = insertSql(
      target,
      {
        body: '[]',
        isObject: false,
        columns: [title],
        applyDefaults: false,
        onConflict: { columns: ['id'], resolution: 'ignore-duplicates' },
        returning: ['id'],
      },
      new SqlParams(),
    );
    expect(ignore).toContain('ON CONFLICT ("id") DO NOTHING RETURNING "public"."posts"."id"');
  });

  it('updates the filtered rows and turns an empty body into an empty select', () => {
    const params = new SqlParams();
    expect(
      updateSql(
        target,
        {
          body: '{"title":"b"}',
          isObject: true,
          columns: [title],
          applyDefaults: false,
          where: byId,
          returning: 'nothing',
        },
        params,
      ),
    ).toBe(
      'UPDATE "public"."posts" SET "title" = pgrst_body."title" FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "title" FROM json_to_record(pgrst_payload.json_data) AS _("title" text)) pgrst_body ' +
        'WHERE ("public"."posts"."id" = $2) RETURNING 1',
    );
    expect(
      updateSql(
        target,
        { body: '{}', isObject: true, columns: [], applyDefaults: false, where: byId, returning: ['id'] },
        new SqlParams(),
      ),
    ).toBe('SELECT "id" FROM "public"."posts" WHERE false');
  });

  it('deletes the filtered rows', () => {
    expect(deleteSql(target, byId, ['id'], new SqlParams())).toBe(
      'DELETE FROM "public"."posts" WHERE ("public"."posts"."id" = $1) RETURNING "public"."posts"."id"',
    );
  });
});
