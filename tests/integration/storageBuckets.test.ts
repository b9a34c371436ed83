import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { PNG, signedInUser, storageFetch } from './storageFixtures.ts';

describe('Storage buckets', () => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let user: { sub: string; client: SupabaseClient };

  beforeAll(async () => {
    t = await startTestBackend();
    anon = t.client('anon') as unknown as SupabaseClient;
    service = t.client('service_role') as unknown as SupabaseClient;
    user = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('lets service_role create, read, list and update buckets', async () => {
    const created = await service.storage.createBucket('avatars', {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png', 'image/*'],
    });
    expect(created).toEqual({ data: { name: 'avatars' }, error: null });
    await service.storage.createBucket('private-docs');

    const { data: bucket } = await service.storage.getBucket('avatars');
    expect(bucket).toEqual({
      id: 'avatars',
      name: 'avatars',
      owner: null,
      owner_id: null,
      public: true,
      type: 'STANDARD',
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png', 'image/*'],
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const list = await service.storage.listBuckets();
    // The project's migrations add their own buckets beside the ones this test creates.
    expect(list.data!.map((b) => [b.id, b.public])).toEqual(
      expect.arrayContaining([
        ['avatars', true],
        ['private-docs', false],
      ]),
    );
    expect((await service.storage.listBuckets({ search: 'priv' })).data!.map((b) => b.id)).toEqual([
      'private-docs',
    ]);

    const updated = await service.storage.updateBucket('avatars', { public: false, fileSizeLimit: 2048 });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket('avatars')).data).toMatchObject({
      public: false,
      file_size_limit: 2048,
      allowed_mime_types: ['image/png', 'image/*'],
    });
  });

  it('refuses duplicates, bad names and bad limits', async () => {
    await service.storage.createBucket('dupe');
    const duplicate = await service.storage.createBucket('dupe');
    expect(duplicate.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const badName = await storageFetch(t, '/bucket', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: '../etc' }),
    });
    expect(await badName.json()).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
    const badLimit = await service.storage.createBucket('limits', { public: false, fileSizeLimit: '2 lots' });
    expect(badLimit.error).toMatchObject({ statusCode: '400' });
    const badType = await service.storage.createBucket('types', { public: false, allowedMimeTypes: ['png'] });
    expect(badType.error).toMatchObject({ statusCode: '415' });
  });

  it('hides buckets from anon and authenticated users, who cannot change them', async () => {
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await user.client.storage.getBucket('avatars')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    const byAnon = await anon.storage.createBucket('mine');
    expect(byAnon.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await user.client.storage.createBucket('mine')).error).toMatchObject({ statusCode: '403' });
    expect((await user.client.storage.updateBucket('avatars', { public: true })).error).toMatchObject({
      statusCode: '404',
    });
    expect((await user.client.storage.deleteBucket('avatars')).error).toMatchObject({ statusCode: '404' });
    expect((await user.client.storage.emptyBucket('avatars')).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses to delete a non-empty bucket until it is emptied', async () => {
    await service.storage.createBucket('trash', { public: true });
    const upload = await service.storage
      .from('trash')
      .upload('a/b.png', new Blob([PNG], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    const notEmpty = await service.storage.deleteBucket('trash');
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await service.storage.emptyBucket('trash')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    const { rows } = await t.backend.db.query(
      "select count(*)::int as n from storage_local.blobs where bucket_id = 'trash'",
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await service.storage.deleteBucket('trash')).data).toEqual({ message: 'Successfully deleted' });
    expect((await service.storage.getBucket('trash')).error).toMatchObject({ statusCode: '404' });
  });

  it('answers a real 403 for a JWT whose role the server will not assume', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(t.backend.ctx.jwtSecret);
    const response = await storageFetch(t, '/bucket', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const noJwt = await storageFetch(t, '/bucket');
    expect(noJwt.status).toBe(400);
    // As through Supabase's gateway, which always sets the header (supabase-js's storage tests).
    expect(await noJwt.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });
});
