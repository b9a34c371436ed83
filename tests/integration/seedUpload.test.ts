import type { Backend } from '@palabra-viva/local-supabase';
import { listSeedFiles, seedDatabase, seedSqlPaths } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

interface Upload {
  method: string;
  path: string;
  contentType: string | null;
  upsert: string | null;
  bytes: number;
  authorization: string | null;
}

/**
 * The storage server is built elsewhere, so its wire contract (Supabase Storage's; backend/README.md) is
 * played here: record what storage-js sends and answer like Storage does, or fail on demand.
 */
function withFakeStorage(backend: Backend, fail: () => boolean) {
  const uploads: Upload[] = [];
  const fake: Backend = {
    ...backend,
    async fetch(request) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/storage/v1/object/')) return backend.fetch(request);
      const path = decodeURIComponent(url.pathname.slice('/storage/v1/object/'.length));
      if (fail()) {
        const body = {
          statusCode: '403',
          error: 'Unauthorized',
          message: 'new row violates row-level security policy',
        };
        return Response.json(body, { status: 400 });
      }
      uploads.push({
        method: request.method,
        path,
        contentType: request.headers.get('content-type'),
        upsert: request.headers.get('x-upsert'),
        bytes: (await request.arrayBuffer()).byteLength,
        authorization: request.headers.get('authorization'),
      });
      return Response.json({ Id: crypto.randomUUID(), Key: path });
    },
  };
  return { fake, uploads };
}

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const seeded = async () =>
  (await t.backend.db.query('select 1 from supabase_migrations.seed_files')).rows.length ===
  seedSqlPaths().length;

describe('seedDatabase', () => {
  it('records nothing when an upload fails, so the next start tries again', async () => {
    const { fake } = withFakeStorage(t.backend, () => true);
    await expect(seedDatabase(fake)).rejects.toThrow(/No se pudo subir/);
    expect(await seeded()).toBe(false);
    expect((await t.backend.db.query('select id from public.posts')).rows).toEqual([]);
  });

  it('uploads every demo file as the service role, then seeds the rows once', async () => {
    const { fake, uploads } = withFakeStorage(t.backend, () => false);
    expect(await seedDatabase(fake)).toBe(true);
    const expected = listSeedFiles().map((file) => ({
      method: 'POST',
      path: `${file.bucket}/${file.path}`,
      contentType: file.contentType,
      upsert: 'true',
      authorization: `Bearer ${t.backend.ctx.keys.secretKey}`,
    }));
    expect(uploads.map(({ bytes: _bytes, ...upload }) => upload)).toEqual(expected);
    expect(uploads.every((upload) => upload.bytes > 0)).toBe(true);
    expect(await seeded()).toBe(true);

    expect(await seedDatabase(fake)).toBe(false);
    expect(uploads).toHaveLength(expected.length);
  });
});
