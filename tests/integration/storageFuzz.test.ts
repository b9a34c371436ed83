import { bucketId, fuzz, objectName, plausibleName, withinMs } from '@palabra-viva/local-supabase/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { createStorageFixtures, PNG, storageFetch, userToken } from './storageFixtures.ts';

const TIMEOUT_MS = 3000;
const encodePath = (name: string) =>
  name
    .split('/')
    .map((segment) => encodeURIComponent(segment.toWellFormed()))
    .join('/');

/**
 * Random object names through the real Storage endpoints: upload, download, sign, list, move, delete.
 * Never a 5xx, never a hang, and a name the server accepted reads back byte for byte under that name.
 */
describe('Storage endpoints under random object names', () => {
  let t: TestBackend;
  let sub: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await startTestBackend();
    await createStorageFixtures(t);
    const user = await userToken(t);
    sub = user.sub;
    auth = { authorization: `Bearer ${user.token}` };
    await storageFetch(t, '/bucket', { headers: auth }); // warm up before the time budget starts
  });
  afterAll(() => t.close());

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await withinMs(
      storageFetch(t, path, init),
      TIMEOUT_MS,
      `${init.method ?? 'GET'} ${path}`,
    );
    const body = await withinMs(response.clone().text(), TIMEOUT_MS, path);
    if (response.status >= 500)
      throw new Error(`${response.status} for ${init.method ?? 'GET'} ${path}: ${body}`);
    return response;
  }

  it('upload, download and delete: no 5xx, no hang, accepted names round-trip', async () => {
    let roundTrips = 0;
    await fuzz(
      'HTTP /storage/v1 (subir, leer, borrar)',
      fc.asyncProperty(fc.oneof(objectName, plausibleName), fc.boolean(), async (name, raw) => {
        const path = `${sub}/${name}`;
        const urlPath = raw ? path : encodePath(path);
        const bytes = new TextEncoder().encode(name.toWellFormed());
        const upload = await call(`/object/files/${urlPath}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/plain', 'x-upsert': 'true' },
          body: bytes,
        });
        const download = await call(`/object/authenticated/files/${urlPath}`, { headers: auth });
        if (upload.status === 200 && !raw) {
          expect(download.status).toBe(200);
          expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
          roundTrips++;
        }
        await call(`/object/files/${urlPath}`, { method: 'DELETE', headers: auth });
      }),
      5000,
    );
    console.log(`[fuzz] nombres aceptados y leídos de vuelta byte a byte: ${roundTrips}`);
    expect(roundTrips).toBeGreaterThan(0);
  }, 600_000);

  it('anonymous photo uploads, signing, listing and moving: no 5xx, no hang', async () => {
    const anon = { authorization: `Bearer ${t.backend.ctx.keys.publishableKey}` };
    const json = { ...auth, 'content-type': 'application/json' };
    await fuzz(
      'HTTP /storage/v1 (anónimo, firmar, listar, mover)',
      fc.asyncProperty(objectName, objectName, bucketId, async (name, other, bucket) => {
        const safeBucket = encodeURIComponent(bucket.toWellFormed());
        await call(`/object/photos/public/${encodePath(name)}`, {
          method: 'POST',
          headers: { ...anon, 'content-type': 'image/png' },
          body: PNG,
        });
        await call(`/object/public/${safeBucket}/${encodePath(name)}`);
        await call(`/object/sign/${safeBucket}/${encodePath(`${sub}/${name}`)}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ expiresIn: 60 }),
        });
        await call(`/object/list/${safeBucket}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ prefix: name.toWellFormed(), limit: 5 }),
        });
        await call('/object/move', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            bucketId: bucket,
            sourceKey: `${sub}/${name}`,
            destinationKey: `${sub}/${other}`,
          }),
        });
      }),
      5000,
    );
  }, 600_000);
});
