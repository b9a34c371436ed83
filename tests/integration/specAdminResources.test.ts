import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailPath, withThumbnails } from '#core/photos/photoThumbnail.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { staffUploads } from '../support/staffUploads.ts';
import { PDF, PNG } from './storageFixtures.ts';

/**
 * docs/spec.md §7 "Admin" for files: resources with their file and thumbnail in resource_files (replacement
 * removes the old file, deletion removes the file first) and blog images, as the editor, uploaded through
 * the staff-upload function as the admin does.
 */
let b: ActorBackend;
let api: ReturnType<typeof staffUploads>;
let editorSession: Awaited<ReturnType<ReturnType<typeof staffUploads>['staff']>>;
beforeAll(async () => {
  b = await startActorBackend();
  api = staffUploads(b);
  editorSession = await api.staff('editor@example.org');
});
afterAll(() => b.close());

const editor = () => b.as.editor;

async function get(url: string): Promise<Response> {
  return b.backend.fetch(new Request(url));
}
async function exists(bucket: string, path: string): Promise<boolean> {
  return (await b.service.storage.from(bucket).download(path)).data !== null;
}

describe('resources', () => {
  const LIST =
    'id, title, category, file_type, file_size, is_published, published_at, created_at, author_id, users(email)';
  const list = () => editor().from('resources').select(LIST).order('created_at', { ascending: false });
  const files = () => editor().storage.from('resource_files');

  async function upload(kind: 'resource' | 'thumbnail', bytes: Uint8Array, type: string, name: string) {
    const { status, body } = await api.upload(editorSession, kind, bytes, { type, name });
    expect(status).toBe(201);
    return body as { path: string; url: string };
  }

  it('lists newest first with the author email, searches title or category', async () => {
    const { data } = await list();
    expect(data).toHaveLength(8);
    expect(data![0]).toMatchObject({
      title: 'Esperanza en la espera',
      is_published: false,
      file_type: 'pdf',
      file_size: 1388,
      users: { email: 'editor@example.org' },
    });
    const search = await list().or('title.ilike.%guia%,category.ilike.%guia%');
    expect(search.data!.map((row) => row.title)).toEqual(['Guía de estudio: el Sermón del Monte']);
    const byCategory = await list().or('title.ilike.%DEVOCIONALES%,category.ilike.%DEVOCIONALES%');
    expect(byCategory.data!.map((row) => row.title)).toEqual([
      'Esperanza en la espera',
      '30 días de oración',
    ]);
  });

  it('creates with a file and a thumbnail, replaces the file, then deletes file first and row after', async () => {
    const userId = b.ids.editor;
    const file = await upload('resource', PDF, 'application/pdf', 'guia.pdf');
    const thumbnail = await upload('thumbnail', PNG, 'image/png', 'portada.png');
    expect(file.path).toMatch(new RegExp(`^${userId}/\\d+\\.pdf$`));
    expect(thumbnail.path).toMatch(new RegExp(`^${userId}/thumbnails/\\d+\\.webp$`));
    const served = await get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');

    const row = {
      title: 'Guía de oración familiar',
      description: 'Un plan sencillo para orar en casa.',
      category: 'guia',
      tags: ['familia', 'oración'],
      is_published: true,
      published_at: new Date(Date.now() - 1000).toISOString(),
      file_url: file.url,
      file_path: file.path,
      thumbnail_url: thumbnail.url,
      thumbnail_path: thumbnail.path,
      file_type: 'pdf',
      file_size: PDF.byteLength,
      author_id: userId,
    };
    const created = await editor()
      .from('resources')
      .insert(row)
      .select('id, file_path, thumbnail_path')
      .single();
    expect(created).toMatchObject({
      status: 201,
      data: { file_path: file.path, thumbnail_path: thumbnail.path },
    });
    const id = created.data!.id;
    const edit = await editor().from('resources').select('*').eq('id', id).single();
    expect(edit.data).toMatchObject({ ...row, published_at: expect.any(String) });

    // Edit mode: the new file is uploaded under a new name, the row updated, then the old file removed.
    const replacement = await upload('resource', PDF, 'application/pdf', 'guia-v2.pdf');
    const update = await editor()
      .from('resources')
      .update({ file_url: replacement.url, file_path: replacement.path })
      .eq('id', id);
    expect(update).toMatchObject({ status: 204, error: null });
    const removedOld = await files().remove([file.path]);
    expect(removedOld.data!.map((object) => object.name)).toEqual([file.path]);
    expect(await exists('resource_files', file.path)).toBe(false);

    // Delete: the file goes first; staff without rights remove nothing, and the admin must not go on.
    const refused = await b.as.pastoral.storage.from('resource_files').remove([replacement.path]);
    expect(refused).toMatchObject({ error: null, data: [] });
    expect(await exists('resource_files', replacement.path)).toBe(true);
    // As the admin removes them (removeResourceFiles): the re-encoded cover's small twin goes with it.
    const removed = await files().remove(withThumbnails([replacement.path, thumbnail.path]));
    expect(removed.data).toHaveLength(3);
    expect(await exists('resource_files', thumbnailPath(thumbnail.path)!)).toBe(false);
    expect(await editor().from('resources').delete().eq('id', id)).toMatchObject({ status: 204 });
    expect(await editor().from('resources').select('*').eq('id', id).single()).toMatchObject({
      status: 406,
      error: { code: 'PGRST116' },
    });
  });
});

describe('blog images', () => {
  it('are stored re-encoded under public/<ts>-<slug>.webp with cache 3600, served at the public URL', async () => {
    const { status, body } = await api.upload(editorSession, 'image', PNG, {
      type: 'image/png',
      name: 'Gratitud en tiempos de escasez.png',
    });
    expect(status).toBe(201);
    expect(body.path).toMatch(/^public\/\d+-gratitud-en-tiempos-de-escasez\.webp$/);
    const served = await get(body.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');

    for (const actor of ['anon', 'editor'] as const) {
      const direct = await b.as[actor].storage.from('blog_images').upload(`public/${Date.now()}-x.png`, PNG, {
        contentType: 'image/png',
      });
      expect(direct.error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
  });
});
