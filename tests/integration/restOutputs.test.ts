import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './restFixtures.ts';

// Media type handlers: domains named after a media type, returned by a function or an aggregate.
const HANDLERS_SQL = `
create table public.files (id int primary key, name text not null, content bytea not null);
alter table public.files enable row level security;
create policy "Everyone can read files" on public.files for select using (true);
insert into public.files values (1, 'logo.png', '\\x89504e470d0a1a0a00ff'::bytea), (2, 'note.txt', convert_to('hola', 'UTF8'));
create domain "application/octet-stream" as bytea;
create function public.file(id int) returns "application/octet-stream" language sql stable as
  $$ select content from public.files where files.id = file.id $$;
create domain "text/plain" as text;
create function public.files_text_agg_step(state "text/plain", next public.files) returns "text/plain"
  language sql immutable as $$ select state || next.name || E'\\n' $$;
create aggregate public.files_text_agg(public.files) (initcond = '', stype = "text/plain", sfunc = public.files_text_agg_step);
comment on table public.files is 'Files
Bytes kept in the database.';
comment on column public.files.name is 'The file name';
`;

describe('PostgREST outputs', () => {
  let f: RestFixture;
  beforeAll(async () => {
    f = await startRestFixture(HANDLERS_SQL);
  });
  afterAll(() => f.close());

  describe('media type handlers', () => {
    it('answer application/octet-stream with the raw bytes of a bytea function', async () => {
      const res = await f.fetch('/rpc/file?id=1', { headers: { Accept: 'application/octet-stream' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff,
      ]);
      const json = await f.anon.rpc('file', { id: 2 });
      expect(json.data).toBe('\\x686f6c61');
    });

    it('render a table through an aggregate for its media type, only for select=*', async () => {
      const res = await f.fetch('/files?order=id', { headers: { Accept: 'text/plain' } });
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe('logo.png\nnote.txt\n');
      const selected = await f.fetch('/files?select=name', { headers: { Accept: 'text/plain' } });
      expect(selected.status).toBe(406);
      expect(await selected.json()).toMatchObject({
        code: 'PGRST107',
        message: 'None of these media types are available: text/plain',
      });
    });

    it('filter a bytea column by its text form, Postgres judging the text', async () => {
      const found = await f.anon.from('files').select('id').eq('content', '\\x686f6c61');
      expect(found.data).toEqual([{ id: 2 }]);
      const refused = await f.anon.from('files').select('id').eq('content', '\\xzz');
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: '22023', message: 'invalid hexadecimal digit: "z"' });
    });

    it('answer 406 PGRST107 for bytes nothing produces', async () => {
      const res = await f.fetch('/files?select=content', { headers: { Accept: 'application/octet-stream' } });
      expect(res.status).toBe(406);
      expect((await res.json()).message).toBe(
        'None of these media types are available: application/octet-stream',
      );
    });
  });

  describe('the OpenAPI root', () => {
    it('describes tables, columns, keys and functions to the secret key', async () => {
      const res = await f.fetch('/', { role: 'service_role' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
      const spec = await res.json();
      expect(spec).toMatchObject({
        swagger: '2.0',
        // The schema's comment titles the document (Postgres comments public "standard public schema").
        info: { title: 'standard public schema', description: '' },
        host: '127.0.0.1:54321',
        basePath: '/rest/v1/',
        schemes: ['http'],
      });
      expect(spec.definitions.files).toEqual({
        description: 'Files\nBytes kept in the database.',
        properties: {
          id: { description: 'Note:\nThis is a Primary Key.<pk/>', format: 'int32', type: 'integer' },
          name: { description: 'The file name', format: 'text', type: 'string' },
          content: { format: 'bytea', type: 'string' },
        },
        required: ['id', 'name', 'content'],
        type: 'object',
      });
      expect(spec.definitions.replies.properties.article_id.description).toBe(
        "Note:\nThis is a Foreign Key to `articles.id`.<fk table='articles' column='id'/>",
      );
      expect(Object.keys(spec.paths['/files'])).toEqual(['get', 'post', 'patch', 'delete']);
      expect(spec.paths['/files'].get.summary).toBe('Files');
      expect(spec.paths['/rpc/add_numbers'].get.parameters).toEqual([
        { format: 'int32', in: 'query', name: 'a', required: true, type: 'integer' },
        { format: 'int32', in: 'query', name: 'b', required: true, type: 'integer' },
      ]);
      expect(spec.paths['/rpc/make_label'].get).toBeUndefined();
      expect(spec.parameters['rowFilter.files.name']).toEqual({
        description: 'The file name',
        in: 'query',
        name: 'name',
        required: false,
        type: 'string',
      });
    });

    it('is closed to the public key, as on hosted Supabase', async () => {
      const res = await f.fetch('/');
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('RBAC: access denied');
    });
  });

  describe('Preference-Applied', () => {
    const prefer =
      'return=representation, count=exact, missing=default, resolution=merge-duplicates, handling=lenient, timezone=America/Santiago, nonsense';
    it.each([
      [
        'GET',
        '/articles?select=id&limit=1',
        undefined,
        'count=exact, handling=lenient, timezone=America/Santiago',
      ],
      [
        'POST',
        '/labels?select=name',
        '{"id":9,"name":"hope"}',
        'resolution=merge-duplicates, missing=default, return=representation, count=exact, handling=lenient, timezone=America/Santiago',
      ],
      [
        'PATCH',
        '/labels?id=eq.9',
        '{"name":"love"}',
        'missing=default, return=representation, count=exact, handling=lenient, timezone=America/Santiago',
      ],
      [
        'DELETE',
        '/labels?id=eq.9',
        undefined,
        'return=representation, count=exact, handling=lenient, timezone=America/Santiago',
      ],
      [
        'POST',
        '/rpc/add_numbers',
        '{"a":1,"b":2}',
        'count=exact, handling=lenient, timezone=America/Santiago',
      ],
    ])('%s %s lists what took effect', async (method, path, body, applied) => {
      const res = await f.fetch(path, {
        method,
        role: 'service_role',
        headers: { Prefer: prefer, 'Content-Type': 'application/json' },
        ...(body ? { body } : {}),
      });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('preference-applied')).toBe(applied);
    });

    it('runs the request in the time zone it asked for', async () => {
      const res = await f.fetch('/articles?select=created_at::text&id=eq.1', {
        headers: { Prefer: 'timezone=America/Santiago' },
      });
      expect(await res.json()).toEqual([{ created_at: '2023-12-31 21:00:00-03' }]);
    });
  });
});
