import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import {
  createStorageFixtures,
  DOCX,
  DOCX_TYPE,
  HTML,
  JPEG,
  PDF,
  PNG,
  signedInUser,
  storageFetch,
} from './storageFixtures.ts';

describe('Storage uploads', () => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    anon = t.client('anon') as unknown as SupabaseClient;
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  const storedRow = async (bucket: string, name: string) => {
    const { rows } = await t.backend.db.query<{
      id: string;
      owner: string | null;
      owner_id: string | null;
      metadata: Record<string, unknown>;
      user_metadata: Record<string, unknown> | null;
      data: Uint8Array | null;
    }>(
      `select o.id, o.owner, o.owner_id, o.metadata, o.user_metadata, b.data
         from storage.objects o left join storage_local.blobs b using (bucket_id, name)
        where o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    return rows[0];
  };

  it('uploads a Blob as multipart and records Storage metadata', async () => {
    const { data, error } = await anon.storage
      .from('photos')
      .upload('public/one.png', new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toEqual({
      path: 'public/one.png',
      id: expect.any(String),
      fullPath: 'photos/public/one.png',
    });
    const row = await storedRow('photos', 'public/one.png');
    expect(row?.id).toBe(data?.id);
    expect(row?.metadata).toEqual({
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      size: PNG.byteLength,
      mimetype: 'image/png',
      cacheControl: 'max-age=120',
      lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      contentLength: PNG.byteLength,
      httpStatusCode: 200,
    });
    expect(Buffer.from(row!.data!)).toEqual(Buffer.from(PNG));
    expect(row?.owner_id).toBeNull();
  });

  it('uploads a raw body with content type, cache control and user metadata; owner comes from sub', async () => {
    const { data, error } = await user.client.storage
      .from('files')
      .upload(`${user.sub}/notes.txt`, new TextEncoder().encode('hola'), {
        contentType: 'text/plain;charset=UTF-8',
        cacheControl: '60',
        metadata: { origen: 'prueba' },
      });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`files/${user.sub}/notes.txt`);
    const row = await storedRow('files', `${user.sub}/notes.txt`);
    expect(row?.owner).toBe(user.sub);
    expect(row?.owner_id).toBe(user.sub);
    expect(row?.metadata).toMatchObject({
      mimetype: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=60',
      size: 4,
    });
    expect(row?.user_metadata).toEqual({ origen: 'prueba' });
  });

  it('answers 409 Duplicate for an existing name without upsert, and replaces it with upsert', async () => {
    const path = `${user.sub}/dup.txt`;
    const files = user.client.storage.from('files');
    expect((await files.upload(path, 'v1')).error).toBeNull();
    const duplicate = await files.upload(path, 'v2');
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const first = await storedRow('files', path);
    const upserted = await files.upload(path, 'version two', { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first?.id);
    expect(Buffer.from((await storedRow('files', path))!.data!).toString()).toBe('version two');
    const updated = await files.update(path, 'three');
    expect(updated.error).toBeNull();
    expect(Buffer.from((await storedRow('files', path))!.data!).toString()).toBe('three');
  });

  it('refuses a file over the bucket limit with EntityTooLarge, multipart and raw', async () => {
    const big = new Uint8Array(70_000);
    big.set(PNG);
    const multipart = await anon.storage
      .from('photos')
      .upload('public/big.png', new Blob([big], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await anon.storage
      .from('photos')
      .upload('public/big-raw.png', big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    expect(await storedRow('photos', 'public/big.png')).toBeUndefined();
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
        if (pulled > 100) controller.close();
      },
    });
    const response = await storageFetch(t, '/object/photos/public/declared.png', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`,
        'content-type': 'image/png',
        'content-length': String(10 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a type the bucket does not allow, and accepts a type/* wildcard', async () => {
    const pdf = await anon.storage
      .from('photos')
      .upload('public/doc.pdf', new Blob([PDF], { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const media = user.client.storage.from('media');
    expect(
      (await media.upload(`${user.sub}/pic.jpg`, new Blob([JPEG], { type: 'image/jpeg' }))).error,
    ).toBeNull();
    const refused = await media.upload(`${user.sub}/doc.pdf`, new Blob([PDF], { type: 'application/pdf' }));
    expect(refused.error).toMatchObject({ statusCode: '415' });
  });

  it.each([
    ['photos', 'public/fake.png', HTML, 'image/png'],
    ['photos', 'public/fake.jpg', PNG, 'image/jpeg'],
    ['cvs', 'cv.pdf', HTML, 'application/pdf'],
    ['cvs', 'cv.docx', PDF, DOCX_TYPE],
    ['cvs', 'cv.doc', DOCX, 'application/msword'],
  ])(
    'stores what is declared within the bucket types, as Supabase does: the bytes are not judged (%s/%s)',
    async (bucket, path, content, type) => {
      // Hosted Storage trusts the declared type; checking the bytes is the upload function's job
      // (netlify/lib/uploads), which runs the same in production.
      const { error } = await anon.storage.from(bucket).upload(path, new Blob([content], { type }));
      expect(error).toBeNull();
      const row = await storedRow(bucket, path);
      expect(row?.metadata).toMatchObject({ mimetype: type, size: content.byteLength });
      expect(Buffer.from(row!.data!)).toEqual(Buffer.from(content));
    },
  );

  it('compares declared types with allowed_mime_types as written: case and parameters count', async () => {
    const upper = await anon.storage
      .from('photos')
      .upload('public/upper.png', PNG, { contentType: 'IMAGE/PNG' });
    expect(upper.error).toMatchObject({ statusCode: '415', message: 'mime type IMAGE/PNG is not supported' });
    const media = user.client.storage.from('media');
    const text = await media.upload(`${user.sub}/notes.txt`, 'hola', {
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(text.error).toBeNull();
  });

  it('takes the contentType form field over the part type, and ignores metadata that does not parse', async () => {
    const form = new FormData();
    form.append('contentType', 'image/png');
    form.append('metadata', '{not json');
    form.append('', new Blob([PNG], { type: 'application/octet-stream' }), 'x.png');
    const response = await storageFetch(t, '/object/photos/public/field.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const row = await storedRow('photos', 'public/field.png');
    expect(row?.metadata).toMatchObject({ mimetype: 'image/png' });
    expect(row?.user_metadata).toEqual({});
  });

  it('lets the empty-folder placeholder through any type list, with no bytes', async () => {
    const service = t.client('service_role') as unknown as SupabaseClient;
    const photos = service.storage.from('photos');
    const empty = await photos.upload('public/album/.emptyFolderPlaceholder', new Blob([]));
    expect(empty.error).toBeNull();
    const full = await photos.upload('public/other/.emptyFolderPlaceholder', 'x');
    expect(full.error).toMatchObject({ statusCode: '413' });
  });

  it('lets policies decide: anon outside public/ and users outside their folder get AccessDenied', async () => {
    const outside = await anon.storage
      .from('photos')
      .upload('private/one.png', new Blob([PNG], { type: 'image/png' }));
    expect(outside.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const other = await user.client.storage.from('files').upload('someone-else/x.txt', 'x');
    expect(other.error).toMatchObject({ statusCode: '403' });
    const anonFiles = await anon.storage.from('files').upload('x.txt', 'x');
    expect(anonFiles.error).toMatchObject({ statusCode: '403' });
  });

  it('answers NoSuchBucket for a missing bucket and AccessDenied for a bad JWT', async () => {
    const missing = await user.client.storage.from('nope').upload(`${user.sub}/a.txt`, 'x');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const response = await storageFetch(t, '/object/files/a.txt', {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-jwt', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });

  it.each([
    ['a NUL byte', '/object/photos/public/a%00b.png'],
    ['a control character', '/object/photos/public/bell%07.png'],
    ['a DEL character', '/object/photos/public/del%7F.png'],
    ['a backslash', '/object/photos/public/..%5Cx.png'],
    ['an accent', '/object/photos/public/canci%C3%B3n.png'],
    ['a percent sign', '/object/photos/public/100%25.png'],
    ['a right-to-left override', '/object/photos/public/%E2%80%AEgnp.exe'],
    ['broken percent-encoding', '/object/photos/public/%E0%A4%A.png'],
  ])('refuses a key with %s as InvalidKey', async (_what, path) => {
    const response = await storageFetch(t, path, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(body.message).toMatch(/^Invalid key: /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a bad bucket id as InvalidBucketName', async () => {
    const response = await storageFetch(t, '/object/bad%5Cbucket/x.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
  });

  it('stores names with spaces and punctuation exactly as given, and refuses accents as Storage does', async () => {
    const path = `${user.sub}/mis fotos/foto (1) & otra, final!.txt`;
    const { data, error } = await user.client.storage.from('files').upload(path, 'x');
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(await storedRow('files', path)).toBeDefined();
    const accented = await user.client.storage.from('files').upload(`${user.sub}/canción ñ.txt`, 'x');
    expect(accented.error).toMatchObject({
      statusCode: '400',
      message: `Invalid key: ${user.sub}/canción ñ.txt`,
    });
  });

  it('takes `..` and empty segments as literal parts of a key, as Storage does (no traversal)', async () => {
    for (const [urlPath, key] of [
      ['/object/photos/public%2F..%2Fsecret.png', 'public/../secret.png'],
      ['/object/photos/public//x.png', 'public//x.png'],
    ]) {
      const response = await storageFetch(t, urlPath!, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`,
          'content-type': 'image/png',
        },
        body: PNG,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ Key: `photos/${key}` });
      expect(await storedRow('photos', key!)).toBeDefined();
    }
  });
});
