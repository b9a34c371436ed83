import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, PDF, PNG, signedInUser, storageFetch } from './storageFixtures.ts';

describe('Storage downloads and signed URLs', () => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };
  let stranger: { sub: string; client: SupabaseClient };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.backend.fetch(new Request(url, { headers }));

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    anon = t.client('anon') as unknown as SupabaseClient;
    service = t.client('service_role') as unknown as SupabaseClient;
    user = await signedInUser(t);
    stranger = await signedInUser(t);
    const upload = async (
      client: SupabaseClient,
      bucket: string,
      path: string,
      body: Blob,
      cacheControl?: string,
    ) => {
      const { error } = await client.storage.from(bucket).upload(path, body, { cacheControl });
      if (error) throw error;
    };
    await upload(anon, 'photos', 'public/foto uno.png', new Blob([PNG], { type: 'image/png' }), '300');
    await upload(
      user.client,
      'files',
      `${user.sub}/private.pdf`,
      new Blob([PDF], { type: 'application/pdf' }),
    );
    await upload(anon, 'cvs', 'cv.pdf', new Blob([PDF], { type: 'application/pdf' }));
    await upload(
      user.client,
      'media',
      `${user.sub}/page.html`,
      new Blob(['<b>hola</b>'], { type: 'text/html' }),
    );
  });
  afterAll(() => t.close());

  it('serves a public object by its public URL with Storage headers', async () => {
    const { data } = anon.storage.from('photos').getPublicUrl('public/foto uno.png');
    expect(data.publicUrl).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/photos/public/foto%20uno.png',
    );
    const response = await get(data.publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PNG));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.byteLength),
      'cache-control': 'max-age=300',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      'last-modified': expect.stringMatching(/GMT$/),
    });
  });

  it('answers 304 to a matching If-None-Match and 206 to a Range', async () => {
    const { data } = anon.storage.from('photos').getPublicUrl('public/foto uno.png');
    const etag = (await get(data.publicUrl)).headers.get('etag')!;
    expect((await get(data.publicUrl, { 'if-none-match': etag })).status).toBe(304);
    const partial = await get(data.publicUrl, { range: 'bytes=0-7' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${PNG.byteLength}`);
    expect(partial.headers.get('content-length')).toBe('8');
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(Buffer.from(PNG.subarray(0, 8)));
    const beyond = await get(data.publicUrl, { range: `bytes=${PNG.byteLength}-` });
    expect(await beyond.json()).toMatchObject({ statusCode: '400', code: 'InvalidRange' });
  });

  it('sets Content-Disposition for ?download and ?download=name', async () => {
    const bucket = anon.storage.from('photos');
    const plain = await get(bucket.getPublicUrl('public/foto uno.png', { download: true }).data.publicUrl);
    expect(plain.headers.get('content-disposition')).toBe('attachment;');
    const named = await get(
      bucket.getPublicUrl('public/foto uno.png', { download: 'mi foto.png' }).data.publicUrl,
    );
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=mi%20foto.png; filename*=UTF-8''mi%20foto.png;",
    );
  });

  it('serves uploaded HTML as plain text', async () => {
    const { data } = anon.storage.from('media').getPublicUrl(`${user.sub}/page.html`);
    const response = await get(data.publicUrl);
    expect(response.headers.get('content-type')).toBe('text/plain');
  });

  it('refuses the public route for a private bucket and missing objects', async () => {
    const privateUrl = anon.storage.from('files').getPublicUrl(`${user.sub}/private.pdf`).data.publicUrl;
    const response = await get(privateUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const missing = await get(anon.storage.from('photos').getPublicUrl('public/nada.png').data.publicUrl);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('downloads a private object through RLS: the owner can, anon and others cannot', async () => {
    const path = `${user.sub}/private.pdf`;
    const own = await user.client.storage.from('files').download(path);
    expect(own.error).toBeNull();
    expect(own.data?.type).toBe('application/pdf');
    expect(Buffer.from(await own.data!.arrayBuffer())).toEqual(Buffer.from(PDF));
    const byAnon = await anon.storage.from('files').download(path);
    expect(byAnon.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const byStranger = await stranger.client.storage.from('files').download(path);
    expect(byStranger.error).toMatchObject({ statusCode: '404' });
    const noJwt = await storageFetch(t, `/object/files/${path}`);
    expect(await noJwt.json()).toMatchObject({ code: 'NoSuchBucket' });
    const viaAuthenticated = await storageFetch(t, `/object/authenticated/files/${path}`, {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(await viaAuthenticated.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    expect(
      Buffer.from(await (await service.storage.from('files').download(path)).data!.arrayBuffer()),
    ).toEqual(Buffer.from(PDF));
  });

  it('reads a public bucket with an invalid JWT as anon', async () => {
    const response = await storageFetch(t, '/object/photos/public/foto%20uno.png', {
      headers: { authorization: 'Bearer expired.or.wrong' },
    });
    expect(response.status).toBe(200);
  });

  it('answers object info and exists', async () => {
    const { data, error } = await user.client.storage.from('files').info(`${user.sub}/private.pdf`);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: `${user.sub}/private.pdf`,
      bucketId: 'files',
      size: PDF.byteLength,
      contentType: 'application/pdf',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"/),
      lastModified: expect.stringMatching(/Z$/),
      createdAt: expect.stringMatching(/Z$/),
    });
    expect((await user.client.storage.from('files').exists(`${user.sub}/private.pdf`)).data).toBe(true);
    expect((await user.client.storage.from('files').exists(`${user.sub}/nada.pdf`)).data).toBe(false);
    expect((await anon.storage.from('files').exists(`${user.sub}/private.pdf`)).data).toBe(false);
  });

  it('creates a signed URL that downloads without any other credential', async () => {
    const { data, error } = await user.client.storage
      .from('files')
      .createSignedUrl(`${user.sub}/private.pdf`, 60);
    expect(error).toBeNull();
    const response = await get(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('expires')).toMatch(/GMT$/);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PDF));
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toEqual({
      url: `files/${user.sub}/private.pdf`,
      scope: 'download',
      iat: expect.any(Number),
      exp: payload.iat + 60,
    });
    const download = await get(
      (
        await user.client.storage
          .from('files')
          .createSignedUrl(`${user.sub}/private.pdf`, 60, { download: 'cv.pdf' })
      ).data!.signedUrl,
    );
    expect(download.headers.get('content-disposition')).toContain('filename=cv.pdf');
    const spaced = await service.storage.from('photos').createSignedUrl('public/foto uno.png', 60);
    expect(spaced.data?.signedUrl).toContain('/object/sign/photos/public/foto%20uno.png?token=');
    expect((await get(spaced.data!.signedUrl)).status).toBe(200);
  });

  it('refuses to sign what the caller cannot see', async () => {
    const byStranger = await stranger.client.storage
      .from('files')
      .createSignedUrl(`${user.sub}/private.pdf`, 60);
    expect(byStranger.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const cvByAnon = await anon.storage.from('cvs').createSignedUrl('cv.pdf', 60);
    expect(cvByAnon.error).toMatchObject({ statusCode: '404' });
    const cvByService = await service.storage.from('cvs').createSignedUrl('cv.pdf', 60);
    expect(cvByService.error).toBeNull();
    const badExpiry = await service.storage.from('cvs').createSignedUrl('cv.pdf', 0);
    expect(badExpiry.error).toMatchObject({ statusCode: '400' });
  });

  it('refuses tampered, expired and other-path tokens', async () => {
    const { data } = await service.storage.from('cvs').createSignedUrl('cv.pdf', 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ url: `files/${user.sub}/private.pdf`, iat: 1, exp: 4_000_000_000 }),
    );
    const tamperedToken = `${header}.${forged.toString('base64url')}.${signature}`;
    const tampered = await get(
      `${url.origin}/storage/v1/object/sign/files/${user.sub}/private.pdf?token=${tamperedToken}`,
    );
    expect(tampered.status).toBe(400);
    // As Storage: a token that fails verification is InvalidJWT with the JWT library's message.
    expect(await tampered.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'signature verification failed',
    });

    const otherPath = await get(
      `${url.origin}/storage/v1/object/sign/files/${user.sub}/private.pdf?token=${token}`,
    );
    expect(await otherPath.json()).toMatchObject({ code: 'InvalidSignature' });

    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await new SignJWT({ url: 'cvs/cv.pdf' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(t.backend.ctx.jwtSecret);
    const expired = await get(`${url.origin}/storage/v1/object/sign/cvs/cv.pdf?token=${expiredToken}`);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });

    // A JWT the project signed, but not for a URL (the legacy anon key).
    const sessionToken = t.backend.ctx.keys.anonKey;
    const notAUrlToken = await get(`${url.origin}/storage/v1/object/sign/cvs/cv.pdf?token=${sessionToken}`);
    expect(await notAUrlToken.json()).toMatchObject({ code: 'InvalidSignature' });
    expect(payload).toBeDefined();
  });

  it('signs several paths, reporting the ones that are missing or hidden', async () => {
    const { data, error } = await user.client.storage
      .from('files')
      .createSignedUrls([`${user.sub}/private.pdf`, `${user.sub}/nada.pdf`, '../x'], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        path: `${user.sub}/private.pdf`,
        error: null,
        signedUrl: expect.any(String),
      }),
      {
        path: `${user.sub}/nada.pdf`,
        error: 'Either the object does not exist or you do not have access to it',
        signedURL: null,
        signedUrl: null,
      },
      expect.objectContaining({ path: '../x', signedUrl: null }),
    ]);
    expect((await get(data![0]!.signedUrl!)).status).toBe(200);
  });
});
