import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture, withSettings } from './restFixtures.ts';

// A second schema, exposed through [api] schemas as supabase/config.toml would list it.
const API_SCHEMA_SQL = `
create schema api;
grant usage on schema api to anon, authenticated, service_role;
create table api.notes (id int primary key, body text not null);
grant select on api.notes to anon;
grant all on api.notes to service_role;
insert into api.notes values (1, 'uno'), (2, 'dos'), (3, 'tres');
-- Unqualified on purpose: the request's search_path ("api", then [api] extra_search_path) finds it.
set check_function_bodies = off;
create function api.note_count() returns bigint language sql stable as $$ select count(*) from notes $$;
grant execute on function api.note_count() to anon;
reset check_function_bodies;
`;

describe('PostgREST settings from [api]: exposed schemas and max_rows', () => {
  let f: RestFixture;
  let api: ReturnType<typeof withSettings>;
  beforeAll(async () => {
    f = await startRestFixture(API_SCHEMA_SQL);
    api = withSettings(f, {
      schemas: ['public', 'api'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 2,
    });
  });
  afterAll(() => f.close());

  it('reads another exposed schema with Accept-Profile, capped at max_rows', async () => {
    const { data, count, status } = await api.anon
      .schema('api')
      .from('notes')
      .select('id, body', { count: 'exact' })
      .order('id');
    expect({ data, count, status }).toEqual({
      data: [
        { id: 1, body: 'uno' },
        { id: 2, body: 'dos' },
      ],
      count: 3,
      status: 206,
    });
    const res = await api.fetch('/notes?select=id', { headers: { 'Accept-Profile': 'api' } });
    expect(res.headers.get('content-profile')).toBe('api');
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });

  it("writes with Content-Profile and calls the schema's functions with its search_path", async () => {
    const inserted = await api.service
      .schema('api')
      .from('notes')
      .insert({ id: 4, body: 'cuatro' })
      .select()
      .single();
    expect(inserted).toMatchObject({ status: 201, data: { id: 4, body: 'cuatro' } });
    expect((await api.anon.schema('api').rpc('note_count')).data).toBe(4);
  });

  it('keeps public as the default schema and names both in PGRST106', async () => {
    const { data } = await api.anon.from('articles').select('id').eq('id', 1);
    expect(data).toEqual([{ id: 1 }]);
    const res = await api.fetch('/articles?select=id&id=eq.1');
    expect(res.headers.get('content-profile')).toBe('public');
    const { error, status } = await api.anon.schema('private').from('notes').select();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: private',
      details: null,
      hint: 'Only the following schemas are exposed: public, api',
    });
  });

  it('does not expose a schema the settings leave out', async () => {
    const { status, error } = await f.anon.schema('api').from('notes').select();
    expect(status).toBe(406);
    expect(error?.hint).toBe('Only the following schemas are exposed: public, graphql_public');
  });

  it('answers PGRST205 for a table of another exposed schema', async () => {
    const { error, status } = await api.anon.from('notes').select();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.notes' in the schema cache",
    });
  });
});
