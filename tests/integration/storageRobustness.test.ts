import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, PNG, storageFetch, userToken } from './storageFixtures.ts';

/** Malformed requests of every kind get a Storage error body with a 4xx status, never a 500. */
describe('Storage robustness', () => {
  let t: TestBackend;
  let auth: string;

  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    auth = `Bearer ${(await userToken(t)).token}`;
  });
  afterAll(() => t.close());

  const json = (body: string) => ({ 'content-type': 'application/json', body });

  it.each([
    ['POST', '/object/list/files', json('{not json')],
    ['POST', '/object/list/files', json('[1,2]')],
    ['POST', '/object/list/files', json('{}')],
    ['POST', '/object/list/files', json('{"prefix":"a\\u0000b"}')],
    ['POST', '/object/sign/files/a.txt', json('{"expiresIn":"soon"}')],
    ['POST', '/object/sign/files/a.txt', json('{"expiresIn":1e400}')],
    ['POST', '/object/sign/files', json('{"expiresIn":60,"paths":"a"}')],
    ['GET', '/object/sign/files/a.txt', {}],
    ['GET', '/object/sign/files/a.txt?token=abc.def.ghi', {}],
    ['POST', '/object/move', json('{"bucketId":"files","sourceKey":"a","destinationKey":{"x":1}}')],
    ['POST', '/object/move', json('{"bucketId":3,"sourceKey":"a","destinationKey":"b"}')],
    ['POST', '/object/copy', json('{"bucketId":"files"}')],
    ['DELETE', '/object/files', json('{"prefixes":[]}')],
    ['POST', '/bucket', json('{"name":"x","public":"yes"}')],
    ['POST', '/bucket', json('{"name":"x","allowed_mime_types":"image/png"}')],
    ['PUT', '/bucket/files', json('{"file_size_limit":-1}')],
    ['GET', '/bucket/%ZZ', {}],
    ['GET', '/object/files/%ZZ', {}],
  ])(
    '%s %s answers a 4xx Storage error',
    async (method, path, extra: { body?: string; 'content-type'?: string }) => {
      const headers: Record<string, string> = { authorization: auth };
      if (extra['content-type']) headers['content-type'] = extra['content-type'];
      const response = await storageFetch(t, path, { method, headers, body: extra.body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toMatchObject({
        statusCode: expect.any(String),
        message: expect.any(String),
      });
    },
  );

  it('falls back to defaults for odd list options and skips names that cannot exist', async () => {
    const headers = { authorization: auth, 'content-type': 'application/json' };
    const list = await storageFetch(t, '/object/list/files', {
      method: 'POST',
      headers,
      body: '{"prefix":"","limit":"lots","sortBy":"name","offset":-4}',
    });
    expect(list.status).toBe(200);
    const remove = await storageFetch(t, '/object/files', {
      method: 'DELETE',
      headers,
      body: '{"prefixes":[null, 1, {"a":1}, "\\u0000"]}',
    });
    expect(await remove.json()).toEqual([]);
  });

  it.each([
    ['a multipart body without a boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['a multipart body without a file', { 'content-type': 'multipart/form-data; boundary=b' }, '--b--\r\n'],
    ['a header that is not a media type', { 'content-type': 'garbage' }, 'x'],
    [
      'metadata with a NUL escape',
      { 'content-type': 'image/png', 'x-metadata': btoa('{"a":"\\u0000"}') },
      PNG,
    ],
  ])('refuses an upload with %s', async (_what, headers: Record<string, string>, body) => {
    const response = await storageFetch(t, '/object/photos/public/x.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`, ...headers },
      body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).statusCode).not.toBe('500');
  });

  it('refuses a body that breaks off mid-stream', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG);
        controller.error(new Error('connection reset'));
      },
    });
    const response = await storageFetch(t, '/object/photos/public/broken.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}`, 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
  });
});
