import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, PNG, signedInUser, storageFetch } from './storageFixtures.ts';

describe('Storage list-v2, info, exists, HEAD and the routes it does not have', () => {
  let t: TestBackend;
  let service: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };
  const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa', 'yy', 'oo'];

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    service = t.client('service_role') as unknown as SupabaseClient;
    user = await signedInUser(t);
    await service.storage.createBucket('listing', { public: false });
    const listing = service.storage.from('listing');
    for (const suffix of suffixes) await listing.upload(`testpath/file-${suffix}.txt`, suffix);
    await listing.upload('testpath/inner/deep.txt', 'deep');
    await listing.upload('testpath.txt', 'beside the folder');
    await listing.upload('top.txt', 'top');
  });
  afterAll(() => t.close());

  it('lists every key under a prefix with full names', async () => {
    const { data, error } = await service.storage.from('listing').listV2({ prefix: 'testpath/file' });
    expect(error).toBeNull();
    expect(data).toEqual({ hasNext: false, folders: [], objects: expect.any(Array) });
    expect(data!.objects.map((object) => object.name)).toEqual(
      suffixes.toSorted().map((suffix) => `testpath/file-${suffix}.txt`),
    );
    expect(data!.objects[0]).toEqual({
      id: expect.any(String),
      name: 'testpath/file-aa.txt',
      updated_at: expect.stringMatching(/Z$/),
      created_at: expect.stringMatching(/Z$/),
      last_accessed_at: expect.stringMatching(/Z$/),
      metadata: expect.objectContaining({ size: 2, mimetype: 'text/plain;charset=UTF-8' }),
    });
  });

  it('with a delimiter, gives each folder once (key and name/) beside the files of that level', async () => {
    const root = await service.storage.from('listing').listV2({ with_delimiter: true });
    expect(root.data?.folders).toEqual([
      {
        key: 'testpath',
        name: 'testpath/',
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ]);
    expect(root.data?.objects.map((object) => [object.key, object.name])).toEqual([
      ['testpath.txt', 'testpath.txt'],
      ['top.txt', 'top.txt'],
    ]);
    const inside = await service.storage
      .from('listing')
      .listV2({ prefix: 'testpath/', with_delimiter: true });
    expect(inside.data?.folders.map((folder) => folder.name)).toEqual(['testpath/inner/']);
    expect(inside.data?.objects[0]).toMatchObject({ key: 'file-aa.txt', name: 'testpath/file-aa.txt' });
  });

  it.each([
    [undefined, suffixes.toSorted()],
    [{ column: 'name', order: 'desc' }, suffixes.toSorted().reverse()],
    [{ column: 'created_at', order: 'asc' }, suffixes],
    [{ column: 'created_at', order: 'desc' }, suffixes.toReversed()],
  ] as const)('pages two at a time with the continuation token (sort %j)', async (sortBy, expected) => {
    for (const delimited of [false, true]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const { data, error } = await service.storage.from('listing').listV2({
          prefix: 'testpath/file',
          with_delimiter: delimited,
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        expect(error).toBeNull();
        seen.push(...data!.objects.map((object) => object.name));
        cursor = data!.hasNext ? data!.nextCursor : undefined;
        // storage-js's type leaves it out, but Storage sends the last key too.
        const { nextCursorKey } = data as { nextCursorKey?: string };
        if (data!.hasNext) expect(nextCursorKey).toBe(data!.objects.at(-1)?.name);
        pages += 1;
      } while (cursor);
      expect(seen).toEqual(expected.map((suffix) => `testpath/file-${suffix}.txt`));
      expect(pages).toBe(4);
    }
  });

  it('lists only what the SELECT policies show, and refuses a broken cursor', async () => {
    const hidden = await user.client.storage.from('listing').listV2({});
    expect(hidden.data).toEqual({ hasNext: false, folders: [], objects: [] });
    const broken = await service.storage.from('listing').listV2({ cursor: 'bm9wZQ==' });
    expect(broken.error).toMatchObject({
      statusCode: '400',
      message: 'Invalid Parameter continuation token',
    });
  });

  it('answers info() in Storage’s shape and exists() from it', async () => {
    const photos = user.client.storage.from('media');
    await photos.upload(`${user.sub}/pic.png`, new Blob([PNG], { type: 'image/png' }), {
      cacheControl: '120',
      metadata: { autor: 'Ana' },
    });
    const { data, error } = await photos.info(`${user.sub}/pic.png`);
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      name: `${user.sub}/pic.png`,
      version: expect.any(String),
      bucketId: 'media',
      size: PNG.byteLength,
      contentType: 'image/png',
      cacheControl: 'max-age=120',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: { autor: 'Ana' },
      lastModified: expect.stringMatching(/Z$/),
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(await photos.exists(`${user.sub}/pic.png`)).toEqual({ data: true, error: null });
    // Without metadata, Storage stores and answers {} (its uploader spreads the given metadata).
    await photos.upload(`${user.sub}/plain.png`, new Blob([PNG], { type: 'image/png' }));
    expect((await photos.info(`${user.sub}/plain.png`)).data?.metadata).toEqual({});
    const missing = await photos.exists(`${user.sub}/nope.png`);
    expect(missing).toMatchObject({ data: false, error: { statusCode: '404', code: 'NoSuchKey' } });
    await expect(user.client.storage.from('nope').exists('x.png')).rejects.toMatchObject({
      code: 'NoSuchBucket',
    });
  });

  it('answers HEAD with the object headers and no body', async () => {
    const head = await storageFetch(t, `/object/media/${user.sub}/pic.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(head.headers.get('etag')).toMatch(/^"/);
    expect(await head.text()).toBe('');
  });

  it('has no image transformation routes: they are off in config.toml, as on a project without them', async () => {
    const response = await storageFetch(t, '/render/image/public/media/x.png?width=100');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/render/image/public/media/x.png?width=100 not found',
    });
  });
});
