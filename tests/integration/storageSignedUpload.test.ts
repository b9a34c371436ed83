import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, PDF, PNG, signedInUser, storageFetch } from './storageFixtures.ts';

describe('Storage signed upload URLs (createSignedUploadUrl / uploadToSignedUrl)', () => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    anon = t.client('anon') as unknown as SupabaseClient;
    service = t.client('service_role') as unknown as SupabaseClient;
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  const stored = async (bucket: string, name: string) => {
    const { rows } = await t.backend.db.query<{
      owner_id: string | null;
      mimetype: string;
      data: Uint8Array;
    }>(
      `select o.owner_id, o.metadata->>'mimetype' as mimetype, b.data
         from storage.objects o join storage_local.blobs b using (bucket_id, name)
        where o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    return rows[0];
  };

  it('signs a path for two hours and uploads to it without a session', async () => {
    const { data, error } = await service.storage.from('cvs').createSignedUploadUrl('q/cv.pdf');
    expect(error).toBeNull();
    expect(data).toEqual({
      signedUrl: expect.stringMatching(/\/storage\/v1\/object\/upload\/sign\/cvs\/q\/cv\.pdf\?token=/),
      path: 'q/cv.pdf',
      token: expect.any(String),
    });
    const claims = decodeJwt(data!.token);
    expect(claims).toMatchObject({ url: 'cvs/q/cv.pdf', scope: 'upload', upsert: false });
    expect(claims.exp! - claims.iat!).toBe(7200);

    const uploaded = await anon.storage
      .from('cvs')
      .uploadToSignedUrl('q/cv.pdf', data!.token, new Blob([PDF], { type: 'application/pdf' }));
    expect(uploaded).toEqual({ data: { path: 'q/cv.pdf', fullPath: 'cvs/q/cv.pdf' }, error: null });
    const row = await stored('cvs', 'q/cv.pdf');
    expect(row?.mimetype).toBe('application/pdf');
    expect(Buffer.from(row!.data)).toEqual(Buffer.from(PDF));
  });

  it('signs only what the caller could upload: policies decide at signing', async () => {
    const allowed = await anon.storage.from('photos').createSignedUploadUrl('public/p.png');
    expect(allowed.error).toBeNull();
    const refused = await anon.storage.from('photos').createSignedUploadUrl('private/p.png');
    expect(refused.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const missing = await service.storage.from('nope').createSignedUploadUrl('x.png');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('records the signer as owner', async () => {
    const path = `${user.sub}/signed.txt`;
    const { data } = await user.client.storage.from('files').createSignedUploadUrl(path);
    expect((await anon.storage.from('files').uploadToSignedUrl(path, data!.token, 'hola')).error).toBeNull();
    expect((await stored('files', path))?.owner_id).toBe(user.sub);
  });

  it('uploads once without upsert, and overwrites with an upsert token', async () => {
    const { data } = await service.storage.from('files').createSignedUploadUrl('once.txt');
    const files = anon.storage.from('files');
    expect((await files.uploadToSignedUrl('once.txt', data!.token, 'uno')).error).toBeNull();
    const twice = await files.uploadToSignedUrl('once.txt', data!.token, 'dos');
    expect(twice.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await service.storage.from('files').createSignedUploadUrl('once.txt', { upsert: true });
    expect(decodeJwt(upsert.data!.token).upsert).toBe(true);
    expect((await files.uploadToSignedUrl('once.txt', upsert.data!.token, 'tres')).error).toBeNull();
    expect(Buffer.from((await stored('files', 'once.txt'))!.data).toString()).toBe('tres');
  });

  it('keeps the bucket type list and size limit on signed uploads', async () => {
    const { data } = await service.storage.from('photos').createSignedUploadUrl('public/s.png');
    const photos = anon.storage.from('photos');
    const wrongType = await photos.uploadToSignedUrl(
      'public/s.png',
      data!.token,
      new Blob([PDF], { type: 'application/pdf' }),
    );
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const big = new Uint8Array(70_000);
    big.set(PNG);
    const tooBig = await photos.uploadToSignedUrl(
      'public/s.png',
      data!.token,
      new Blob([big], { type: 'image/png' }),
    );
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect(await stored('photos', 'public/s.png')).toBeUndefined();
  });

  it('refuses a token for another path, for downloads, expired or without a token', async () => {
    const { data } = await service.storage.from('files').createSignedUploadUrl('mine.txt');
    const put = (path: string, token?: string) =>
      storageFetch(t, `/object/upload/sign/files/${path}${token === undefined ? '' : `?token=${token}`}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      });
    expect(await (await put('theirs.txt', data!.token)).json()).toEqual({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });

    await service.storage.from('files').upload('dl.txt', 'x');
    const download = await service.storage.from('files').createSignedUrl('dl.txt', 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    expect(await (await put('dl.txt', downloadToken)).json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
    const asDownload = await storageFetch(t, `/object/sign/files/mine.txt?token=${data!.token}`);
    expect(await asDownload.json()).toMatchObject({ message: 'Token is not scoped for download' });

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ url: 'files/mine.txt', scope: 'upload', upsert: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7300)
      .setExpirationTime(now - 100)
      .sign(t.backend.ctx.jwtSecret);
    const late = await put('mine.txt', expired);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
    expect(await (await put('mine.txt')).json()).toMatchObject({
      statusCode: '400',
      message: "querystring must have required property 'token'",
    });
    expect(await stored('files', 'mine.txt')).toBeUndefined();
  });
});
