import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, BUCKETS } from '../support/accessMatrix.ts';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { PDF, PNG } from './storageFixtures.ts';

/**
 * The bucket matrix through storage-js for every actor: upload under public/ and elsewhere, download,
 * list, sign, replace and remove. Refusals carry Storage's exact error and leave the objects as they were
 * (checked as the service role); what an allowed call changed is put back before the next cell.
 */
let b: ActorBackend;
interface Sample {
  bytes: Uint8Array;
  contentType: string;
  ext: string;
  /** Other valid bytes of the same type, to see a replacement land. */
  other: Uint8Array;
}
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
const MP3 = Uint8Array.from([0xff, 0xfb, 0x20, 0xc0, ...new Array(126).fill(0)]);
// Each bucket is exercised with the first sample it admits.
const FILES: Sample[] = [
  {
    bytes: PDF,
    contentType: 'application/pdf',
    ext: 'pdf',
    other: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
  },
  { bytes: PNG, contentType: 'image/png', ext: 'png', other: Uint8Array.from([...PNG, 0]) },
  { bytes: MP3, contentType: 'audio/mpeg', ext: 'mp3', other: Uint8Array.from([...MP3, 0]) },
  { bytes: SVG, contentType: 'image/svg+xml', ext: 'svg', other: Uint8Array.from([...SVG, 0x0a]) },
  {
    bytes: zipSync({ 'certificado.pdf': PDF }),
    contentType: 'application/zip',
    ext: 'zip',
    other: zipSync({ 'otro.pdf': PDF }),
  },
];
const fileFor = (bucket: string) =>
  FILES.find((file) => BUCKETS[bucket]!.allowedMimeTypes?.includes(file.contentType) ?? true)!;
const fixture = (bucket: string, folder: string) => `${folder}/fixture.${fileFor(bucket).ext}`;

const storage = (actor: Actor | 'service', bucket: string) =>
  (actor === 'service' ? b.service : b.as[actor]).storage.from(bucket);

async function putFixture(bucket: string, path: string): Promise<void> {
  const { bytes, contentType } = fileFor(bucket);
  const { error } = await storage('service', bucket).upload(path, bytes, { contentType, upsert: true });
  if (error) throw error;
}

/** The object's bytes as the service role sees them, or null when it does not exist. */
async function stored(bucket: string, path: string): Promise<string | null> {
  const { data } = await storage('service', bucket).download(path);
  return data ? Buffer.from(await data.arrayBuffer()).toString('base64') : null;
}

beforeAll(async () => {
  b = await startActorBackend();
  for (const bucket of Object.keys(BUCKETS)) {
    await putFixture(bucket, fixture(bucket, 'public'));
    await putFixture(bucket, fixture(bucket, 'staff'));
  }
});
afterAll(() => b.close());

const RLS_REFUSAL = {
  name: 'StorageApiError',
  status: 400,
  statusCode: '403',
  message: 'new row violates row-level security policy',
};
const NOT_FOUND = { status: 400, statusCode: '404', message: 'Object not found' };

describe.each(Object.keys(BUCKETS))('the %s bucket through storage-js', (bucket) => {
  const rules = BUCKETS[bucket]!;
  const { bytes, contentType, ext, other } = fileFor(bucket);
  const base64 = (data: Uint8Array) => Buffer.from(data).toString('base64');

  it.each(ACTORS)('%s uploads only where the matrix allows', async (actor) => {
    for (const [folder, allowed] of [
      ['public', rules.access[actor].uploadPublic],
      ['staff', rules.access[actor].uploadElsewhere],
    ] as const) {
      const path = `${folder}/${actor}-${Date.now()}.${ext}`;
      const { data, error } = await storage(actor, bucket).upload(path, bytes, { contentType });
      if (allowed) {
        expect(error).toBeNull();
        expect(data).toMatchObject({ path, fullPath: `${bucket}/${path}` });
        expect(await stored(bucket, path)).toBe(base64(bytes));
        await storage('service', bucket).remove([path]);
      } else {
        expect(data).toBeNull();
        expect(error).toMatchObject(RLS_REFUSAL);
        expect(await stored(bucket, path)).toBeNull();
      }
    }
  });

  it.each(ACTORS)('%s downloads, lists and signs only what it may read', async (actor) => {
    const { read } = rules.access[actor];
    const download = await storage(actor, bucket).download(fixture(bucket, 'staff'));
    if (rules.public || read) {
      expect(download.error).toBeNull();
      expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(bytes);
    } else {
      // The anon key is a valid JWT, so even a visitor is read through RLS: the object is just not there.
      expect(download).toMatchObject({ data: null, error: NOT_FOUND });
    }

    const listed = await storage(actor, bucket).list('staff');
    expect(listed.error).toBeNull();
    expect(listed.data!.map((entry) => entry.name)).toEqual(read ? [`fixture.${ext}`] : []);

    const signed = await storage(actor, bucket).createSignedUrl(fixture(bucket, 'staff'), 60);
    if (read) expect(signed.data?.signedUrl).toContain(`/object/sign/${bucket}/staff/fixture.${ext}?token=`);
    else expect(signed).toMatchObject({ data: null, error: NOT_FOUND });
  });

  it.each(ACTORS)('%s replaces an object only with the update right', async (actor) => {
    const path = fixture(bucket, 'public');
    const { error } = await storage(actor, bucket).update(path, other, { contentType });
    if (rules.access[actor].update) {
      expect(error).toBeNull();
      expect(await stored(bucket, path)).toBe(base64(other));
      await putFixture(bucket, path);
    } else {
      expect(error).toMatchObject(RLS_REFUSAL);
      expect(await stored(bucket, path)).toBe(base64(bytes));
    }
  });

  it.each(ACTORS)('%s removes an object only with the delete right', async (actor) => {
    const path = fixture(bucket, 'staff');
    const { data, error } = await storage(actor, bucket).remove([path]);
    expect(error).toBeNull();
    if (rules.access[actor].delete) {
      expect(data!.map((row) => row.name)).toEqual([path]);
      expect(await stored(bucket, path)).toBeNull();
      await putFixture(bucket, path);
    } else {
      expect(data).toEqual([]);
      expect(await stored(bucket, path)).not.toBeNull();
    }
  });

  it('serves public URLs only from public buckets', async () => {
    const url = storage('anon', bucket).getPublicUrl(fixture(bucket, 'public')).data.publicUrl;
    const res = await b.backend.fetch(new Request(url));
    if (rules.public) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(contentType);
    } else {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    }
  });
});
