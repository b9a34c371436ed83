import { seedDatabase } from '@palabra-viva/local-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoThumbnail, thumbnailPath } from '#core/photos/photoThumbnail.ts';
import { STAFF_QUARANTINE_BUCKET } from '#core/staffUpload.ts';
import {
  CAMERA_SERIAL,
  HTML_PAGE,
  macroDocx,
  pdf,
  photoWithGps,
} from '../../netlify/lib/uploads/uploadFixtures.ts';
import { snapshot } from '../support/dbSnapshot.ts';
import { staffUploads } from '../support/staffUploads.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the staff-upload function, through its HTTP API', () => {
  let t: TestBackend;
  let api: ReturnType<typeof staffUploads>;
  let editor: { client: SupabaseClient; token: string };

  beforeAll(async () => {
    t = await startTestBackend();
    await seedDatabase(t.backend);
    api = staffUploads(t);
    editor = await api.staff('editor@example.org');
  });
  afterAll(() => t.close());

  /** What waits in the staff quarantine: nothing once a finish has answered, whatever it answered. */
  const quarantined = async () =>
    (
      await t.backend.db.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [
        STAFF_QUARANTINE_BUCKET,
      ])
    ).rows.map((row) => row.name);

  const served = async (url: string) => {
    const response = await t.backend.fetch(new Request(url));
    return {
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  it('stores a blog image with GPS Exif re-encoded to WebP, served without any metadata, and its small twin', async () => {
    const photo = { type: 'image/jpeg', name: 'Portada del Post.jpg' };
    const { status, body } = await api.upload(editor, 'image', await photoWithGps(), photo);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      path: expect.stringMatching(/^public\/\d+-portada-del-post\.webp$/),
      url: expect.stringMatching(
        /\/storage\/v1\/object\/public\/blog_images\/public\/\d+-portada-del-post\.webp$/,
      ),
      contentType: 'image/webp',
    });
    const { type, bytes } = await served(body.url as string);
    expect(type).toBe('image/webp');
    expect(bytes.byteLength).toBe(body.size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes(CAMERA_SERIAL)).toBe(false);

    // Its 320 px twin beside it, the one data-saver pages show (issue 31 item 4), named as the site derives it.
    const twinUrl = photoThumbnail(body.url as string);
    expect(twinUrl).toBe((body.url as string).replace(/\.webp$/, '_thumb.webp'));
    const twin = await served(twinUrl!);
    expect(twin.type).toBe('image/webp');
    const twinMetadata = await sharp(twin.bytes).metadata();
    expect(twinMetadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(twinMetadata.exif).toBeUndefined();
    expect(Buffer.from(twin.bytes).includes(CAMERA_SERIAL)).toBe(false);
    const { rows } = await t.backend.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'blog_images' and name like $1 order by name`,
      [`${(body.path as string).replace(/\.webp$/, '')}%`],
    );
    expect(rows.map((row) => row.name)).toEqual([body.path, thumbnailPath(body.path as string)]);
    expect(await quarantined()).toEqual([]);
  });

  it('stores a library cover with its twin, and a kept document without one', async () => {
    const cover = await api.upload(editor, 'thumbnail', await photoWithGps(), {
      type: 'image/jpeg',
      name: 'portada.jpg',
    });
    expect(cover.status).toBe(201);
    expect((await served(photoThumbnail(cover.body.url as string)!)).type).toBe('image/webp');
    const document = await api.upload(editor, 'resource', new Uint8Array(pdf()), {
      type: 'application/pdf',
      name: 'guía.pdf',
    });
    expect(document.status).toBe(201);
    const { rows } = await t.backend.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'resource_files' and name like $1`,
      [`${(document.body.path as string).replace(/\.pdf$/, '')}%`],
    );
    expect(rows.map((row) => row.name)).toEqual([document.body.path]);
  });

  it('keeps a library document byte for byte under the type its bytes show', async () => {
    const original = new Uint8Array(pdf());
    const { status, body } = await api.upload(editor, 'resource', original, { type: '', name: 'guía.bin' });
    expect(status).toBe(201);
    const { rows } = await t.backend.db.query<{ id: string }>(
      `select id from public.users where email = $1`,
      ['editor@example.org'],
    );
    expect(body).toMatchObject({
      path: expect.stringMatching(new RegExp(`^${rows[0]!.id}/\\d+\\.pdf$`)),
      contentType: 'application/pdf',
      size: original.byteLength,
    });
    expect(await served(body.url as string)).toEqual({ type: 'application/pdf', bytes: original });
    expect(await quarantined()).toEqual([]);
  });

  it('serves a kept document with the type of its bytes and the site cache, whatever the browser declared', async () => {
    const original = new Uint8Array(pdf());
    const { status, body } = await api.upload(editor, 'resource', original, {
      type: 'text/html',
      name: 'guía.pdf',
    });
    expect(status).toBe(201);
    const response = await t.backend.fetch(new Request(body.url as string));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(original);
    expect(await quarantined()).toEqual([]);
  });

  it.each([
    [
      'an HTML file named .png',
      'image',
      () => HTML_PAGE,
      { type: 'image/png', name: 'foto.png' },
      'wrong_type',
    ],
    ['a macro document renamed .docx', 'resource', macroDocx, { type: DOCX, name: 'guia.docx' }, 'macros'],
  ] as const)(
    'refuses %s with a Spanish message; database and buckets are as before',
    async (_what, kind, make, file, code) => {
      const before = await snapshot(t.backend.db);
      const { status, body } = await api.upload(editor, kind, await make(), file);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code, message: expect.stringMatching(/^[A-ZÁÉÍÓÚ¿].+\.$/) });
      expect(await snapshot(t.backend.db)).toEqual(before);
    },
  );

  it('lets only editors and admins in: pastoral gets 403, a visitor 401, and nothing is signed', async () => {
    const before = await snapshot(t.backend.db);
    const pastoral = await api.staff('pastoral@example.org');
    expect(await api.call(pastoral.token, { step: 'start', kind: 'image' })).toMatchObject({
      status: 403,
      body: { code: 'not_allowed', message: 'Tu rol no permite subir archivos en esta sección.' },
    });
    expect(await api.call(null, { step: 'start', kind: 'resource' })).toMatchObject({
      status: 401,
      body: { code: 'no_authorization' },
    });
    const publishableKey = t.backend.ctx.keys.publishableKey;
    expect((await api.call(publishableKey, { step: 'start', kind: 'resource' })).status).toBe(401);
    expect(await snapshot(t.backend.db)).toEqual(before);
  });

  it('finishes only the caller’s own quarantined upload of that kind', async () => {
    const admin = await api.staff('admin@example.org');
    const started = await api.call(editor.token, { step: 'start', kind: 'image' });
    const path = started.body.path as string;
    for (const [token, kind] of [
      [admin.token, 'image'],
      [editor.token, 'thumbnail'],
    ] as const) {
      expect(await api.call(token, { step: 'finish', kind, path, name: 'x.png' })).toMatchObject({
        status: 400,
        body: { code: 'bad_request' },
      });
    }
    expect(
      await api.call(editor.token, { step: 'finish', kind: 'image', path, name: 'x.png' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'upload_missing' },
    });
  });
});

describe('the way around the function is closed (policies, as on hosted Supabase)', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
    await seedDatabase(t.backend);
  });
  afterAll(() => t.close());

  it.each([
    ['blog_images', 'public/1-foto.png', 'image/png'],
    ['resource_files', 'x/1.pdf', 'application/pdf'],
  ])('an editor cannot upload to %s directly', async (bucket, path, type) => {
    const before = await snapshot(t.backend.db);
    const editor = await t.signedIn('editor@example.org');
    const { error } = await editor.storage.from(bucket).upload(path, new Blob(['x'], { type }));
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await snapshot(t.backend.db)).toEqual(before);
  });
});
