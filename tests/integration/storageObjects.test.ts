import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, JPEG, PDF, PNG, signedInUser, storageFetch } from './storageFixtures.ts';

describe('Storage list, remove, move and copy', () => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };
  let stranger: { sub: string; client: SupabaseClient };

  const put = async (client: SupabaseClient, bucket: string, path: string, body: Blob | string) => {
    const { error } = await client.storage.from(bucket).upload(path, body);
    if (error) throw error;
  };
  const names = async (bucket: string, prefix: string) => {
    const { rows } = await t.backend.db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name like $2 order by name',
      [bucket, `${prefix}%`],
    );
    return rows.map((row) => row.name);
  };
  /** POST /object/copy in the bucket `files` with the service key, as storage-js would send it. */
  const copyAsService = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    storageFetch(t, '/object/copy', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify({ bucketId: 'files', ...body }),
    });
  const blobCount = async () =>
    Number(
      (await t.backend.db.query<{ n: string }>('select count(*) as n from storage_local.blobs')).rows[0]!.n,
    );

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    anon = t.client('anon') as unknown as SupabaseClient;
    service = t.client('service_role') as unknown as SupabaseClient;
    user = await signedInUser(t);
    stranger = await signedInUser(t);
    const u = user.sub;
    for (const path of [
      `${u}/b.txt`,
      `${u}/a.txt`,
      `${u}/docs/one.txt`,
      `${u}/docs/deep/two.txt`,
      `${u}/img/x_1.txt`,
    ]) {
      await put(user.client, 'files', path, `contenido de ${path}`);
    }
    await put(stranger.client, 'files', `${stranger.sub}/theirs.txt`, 'ajeno');
  });
  afterAll(() => t.close());

  it('lists one level: folders first with null fields, then files relative to the prefix', async () => {
    const { data, error } = await user.client.storage.from('files').list(user.sub);
    expect(error).toBeNull();
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['docs', true],
      ['img', true],
      ['a.txt', false],
      ['b.txt', false],
    ]);
    expect(data![0]).toEqual({
      name: 'docs',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data![2]).toMatchObject({
      id: expect.any(String),
      updated_at: expect.stringMatching(/Z$/),
      metadata: expect.objectContaining({ mimetype: 'text/plain;charset=UTF-8' }),
    });
    const docs = await user.client.storage.from('files').list(`${user.sub}/docs/`);
    expect(docs.data!.map((entry) => entry.name)).toEqual(['deep', 'one.txt']);
  });

  it('supports search, sorting, limit and offset', async () => {
    const files = user.client.storage.from('files');
    expect((await files.list(user.sub, { search: 'b' })).data!.map((e) => e.name)).toEqual(['b.txt']);
    const desc = await files.list(user.sub, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((e) => e.name)).toEqual(['img', 'docs', 'b.txt', 'a.txt']);
    const page = await files.list(user.sub, { limit: 2, offset: 1 });
    expect(page.data!.map((e) => e.name)).toEqual(['img', 'a.txt']);
    const literal = await files.list(`${user.sub}/img`, { search: 'x_' });
    expect(literal.data!.map((e) => e.name)).toEqual(['x_1.txt']);
    expect((await files.list(`${user.sub}/img`, { search: 'x%' })).data).toEqual([]);
  });

  it('lists only what the policies show', async () => {
    expect((await stranger.client.storage.from('files').list(user.sub)).data).toEqual([]);
    expect((await anon.storage.from('files').list('')).data).toEqual([]);
    const all = await service.storage.from('files').list('');
    expect(all.data!.map((e) => e.name).sort()).toEqual([stranger.sub, user.sub].sort());
  });

  it('removes only the rows the caller may delete, and their bytes', async () => {
    await put(user.client, 'files', `${user.sub}/tmp/1.txt`, 'uno');
    await put(user.client, 'files', `${user.sub}/tmp/2.txt`, 'dos');
    const before = await blobCount();
    const { data, error } = await user.client.storage
      .from('files')
      .remove([
        `${user.sub}/tmp/1.txt`,
        `${user.sub}/tmp/2.txt`,
        `${stranger.sub}/theirs.txt`,
        'nada.txt',
        '../x',
      ]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name).sort()).toEqual([`${user.sub}/tmp/1.txt`, `${user.sub}/tmp/2.txt`]);
    expect(data![0]).toMatchObject({ bucket_id: 'files', id: expect.any(String), owner_id: user.sub });
    expect(await names('files', `${stranger.sub}/`)).toEqual([`${stranger.sub}/theirs.txt`]);
    expect(await blobCount()).toBe(before - 2);
    const empty = await storageFetch(t, '/object/files', {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`,
        'content-type': 'application/json',
      },
      body: '{"prefixes": "nope"}',
    });
    expect(await empty.json()).toMatchObject({ statusCode: '400' });
  });

  it('moves an object within and across buckets; the bytes follow', async () => {
    const files = user.client.storage.from('files');
    await put(user.client, 'files', `${user.sub}/mv/from.txt`, 'viajero');
    const moved = await files.move(`${user.sub}/mv/from.txt`, `${user.sub}/mv/to.txt`);
    // As Storage answers: the row keeps its id; Key is the new name, without the bucket.
    expect(moved).toEqual({
      data: { message: 'Successfully moved', Id: expect.any(String), Key: `${user.sub}/mv/to.txt` },
      error: null,
    });
    expect(await names('files', `${user.sub}/mv/`)).toEqual([`${user.sub}/mv/to.txt`]);
    const text = await (await files.download(`${user.sub}/mv/to.txt`)).data!.text();
    expect(text).toBe('viajero');

    await put(user.client, 'files', `${user.sub}/mv/pic.png`, new Blob([PNG], { type: 'image/png' }));
    const across = await files.move(`${user.sub}/mv/pic.png`, `${user.sub}/pic.png`, {
      destinationBucket: 'media',
    });
    expect(across.error).toBeNull();
    const publicUrl = anon.storage.from('media').getPublicUrl(`${user.sub}/pic.png`).data.publicUrl;
    expect((await t.backend.fetch(new Request(publicUrl))).status).toBe(200);
  });

  it('refuses moves the policies or the destination do not allow', async () => {
    const files = user.client.storage.from('files');
    const intoOther = await files.move(`${user.sub}/a.txt`, `${stranger.sub}/stolen.txt`);
    expect(intoOther.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const ofOther = await files.move(`${stranger.sub}/theirs.txt`, `${user.sub}/mine.txt`);
    expect(ofOther.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const ontoExisting = await files.move(`${user.sub}/a.txt`, `${user.sub}/b.txt`);
    expect(ontoExisting.error).toMatchObject({ statusCode: '409' });
    await put(user.client, 'files', `${user.sub}/mv/doc.pdf`, new Blob([PDF], { type: 'application/pdf' }));
    // As on Supabase, a move is no upload: the destination's type list is not consulted, only its policies.
    const otherType = await files.move(`${user.sub}/mv/doc.pdf`, `${user.sub}/doc.pdf`, {
      destinationBucket: 'media',
    });
    expect(otherType.error).toBeNull();
    const noBucket = await service.storage
      .from('files')
      .move(`${user.sub}/a.txt`, `${user.sub}/a.txt`, { destinationBucket: 'nope' });
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    // As on Supabase, `..` is no traversal: the key is a plain string and stays in the caller's folder.
    await put(user.client, 'files', `${user.sub}/mv/t.txt`, 'literal');
    const literal = await files.move(`${user.sub}/mv/t.txt`, `${user.sub}/../${stranger.sub}/t.txt`);
    expect(literal.error).toBeNull();
    expect(await names('files', `${user.sub}/../`)).toEqual([`${user.sub}/../${stranger.sub}/t.txt`]);
    expect(await names('files', `${stranger.sub}/`)).toEqual([`${stranger.sub}/theirs.txt`]);
    const accented = await files.move(`${user.sub}/a.txt`, `${user.sub}/canción.txt`);
    expect(accented.error).toMatchObject({
      statusCode: '400',
      message: `Invalid key: ${user.sub}/canción.txt`,
    });
    expect(await names('files', `${user.sub}/a.txt`)).toEqual([`${user.sub}/a.txt`]);
  });

  it('copies an object with its metadata and bytes', async () => {
    const files = user.client.storage.from('files');
    await put(user.client, 'files', `${user.sub}/cp/pic.jpg`, new Blob([JPEG], { type: 'image/jpeg' }));
    const { data, error } = await files.copy(`${user.sub}/cp/pic.jpg`, `${user.sub}/cp/copy.jpg`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `files/${user.sub}/cp/copy.jpg` });
    const copy = await files.download(`${user.sub}/cp/copy.jpg`);
    expect(copy.data?.type).toBe('image/jpeg');
    expect(Buffer.from(await copy.data!.arrayBuffer())).toEqual(Buffer.from(JPEG));
    expect(await names('files', `${user.sub}/cp/`)).toEqual([
      `${user.sub}/cp/copy.jpg`,
      `${user.sub}/cp/pic.jpg`,
    ]);
    const again = await files.copy(`${user.sub}/cp/pic.jpg`, `${user.sub}/cp/copy.jpg`);
    expect(again.error).toMatchObject({ statusCode: '409' });
    const stolen = await stranger.client.storage
      .from('files')
      .copy(`${user.sub}/cp/pic.jpg`, `${stranger.sub}/pic.jpg`);
    expect(stolen.error).toMatchObject({ statusCode: '404' });
    const intoOther = await files.copy(`${user.sub}/cp/pic.jpg`, `${stranger.sub}/pic.jpg`);
    expect(intoOther.error).toMatchObject({ statusCode: '403' });
  });

  it('copies with the type and cache policy given when copyMetadata is false, user metadata from x-metadata', async () => {
    await put(user.client, 'files', `${user.sub}/cp/raw.bin`, new Blob([PDF], { type: 'text/html' }));
    const { error } = await service.storage
      .from('files')
      .copy(`${user.sub}/cp/raw.bin`, `${user.sub}/pub.pdf`, {
        destinationBucket: 'media',
        copyMetadata: false,
        metadata: { mimetype: 'application/pdf', cacheControl: 'max-age=60' },
      });
    expect(error).toBeNull();
    const publicUrl = anon.storage.from('media').getPublicUrl(`${user.sub}/pub.pdf`).data.publicUrl;
    const served = await t.backend.fetch(new Request(publicUrl));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PDF));
    // The source keeps its own metadata; only the copy changed.
    const source = await service.storage.from('files').info(`${user.sub}/cp/raw.bin`);
    expect(source.data).toMatchObject({ contentType: 'text/html' });

    const raw = await copyAsService(
      {
        sourceKey: `${user.sub}/cp/raw.bin`,
        destinationKey: `${user.sub}/cp/raw-2.bin`,
        copyMetadata: false,
        metadata: { mimetype: 'application/pdf' },
      },
      { 'x-metadata': Buffer.from(JSON.stringify({ origen: 'cabecera' })).toString('base64') },
    );
    expect(await raw.json()).toMatchObject({
      // The cache policy was left out: the source's (supabase-js uploads with max-age=3600) stays.
      metadata: { mimetype: 'application/pdf', cacheControl: 'max-age=3600' },
      user_metadata: { origen: 'cabecera' },
    });
    const badMetadata = await copyAsService({
      sourceKey: `${user.sub}/cp/raw.bin`,
      destinationKey: `${user.sub}/cp/raw-3.bin`,
      metadata: { mimetype: 7 },
    });
    expect(badMetadata.status).toBe(400);
    expect(await badMetadata.json()).toMatchObject({ message: 'body/metadata/mimetype must be string' });
  });

  it('answers the copy route with the new row', async () => {
    const response = await service.storage.from('files').copy(`${user.sub}/a.txt`, `${user.sub}/a-copy.txt`);
    expect(response.error).toBeNull();
    const raw = await copyAsService({
      sourceKey: `${user.sub}/a.txt`,
      destinationKey: `${user.sub}/a-2.txt`,
    });
    expect(await raw.json()).toMatchObject({
      Id: expect.any(String),
      Key: `files/${user.sub}/a-2.txt`,
      name: `${user.sub}/a-2.txt`,
      bucket_id: 'files',
    });
  });
});
