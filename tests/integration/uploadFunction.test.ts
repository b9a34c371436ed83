import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMERA_SERIAL,
  docx,
  HTML_PAGE,
  hugePng,
  macroDocx,
  pdfWithJavaScript,
  photoWithGps,
  polyglotJpeg,
  truncatedJpeg,
  zipBombDocx,
} from '../../netlify/lib/uploads/uploadFixtures.ts';
import { uploadHandler } from '../../netlify/lib/uploads/uploadHandler.ts';
import { snapshot } from '../support/dbSnapshot.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

describe('the upload function, through its HTTP API', () => {
  let t: TestBackend;
  let handle: (request: Request) => Promise<Response>;
  let visitor: SupabaseClient;

  beforeAll(async () => {
    t = await startTestBackend();
    handle = uploadHandler({
      supabaseUrl: API_URL,
      serviceRoleKey: t.backend.ctx.keys.serviceRoleKey,
      fetch: (input, init) => t.backend.fetch(new Request(input, init)),
    });
    visitor = t.client('anon') as unknown as SupabaseClient;
  });
  afterAll(() => t.close());

  const call = async (body: unknown) => {
    const response = await handle(
      new Request('http://localhost/.netlify/functions/upload', {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** What a visitor's browser does: ask for a URL, send the file to Storage, ask the function to finish. */
  const upload = async (kind: 'photo' | 'cv', bytes: Uint8Array, type: string) => {
    const started = await call({ step: 'start', kind });
    expect(started.status).toBe(200);
    const { path, token } = started.body as { path: string; token: string };
    const sent = await visitor.storage
      .from('upload_quarantine')
      .uploadToSignedUrl(path, token, new Blob([Buffer.from(bytes)], { type }));
    expect(sent.error).toBeNull();
    return call({ step: 'finish', kind, path });
  };
  const served = async (url: string) =>
    new Uint8Array(await (await t.backend.fetch(new Request(url))).arrayBuffer());

  it('stores a photo with GPS Exif re-encoded, and serves it without any metadata', async () => {
    const { status, body } = await upload('photo', await photoWithGps(), 'image/jpeg');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      path: expect.stringMatching(/^public\/testimonial_[0-9a-f-]{36}\.webp$/),
      url: expect.stringContaining('/storage/v1/object/public/testimonial_photos/public/testimonial_'),
      thumbnailUrl: expect.stringMatching(/_thumb\.webp$/),
    });
    for (const url of [body.url, body.thumbnailUrl] as string[]) {
      const bytes = await served(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(bytes).includes(CAMERA_SERIAL)).toBe(false);
    }
    const thumbnail = await served(body.thumbnailUrl as string);
    expect(thumbnail.byteLength).toBeLessThanOrEqual(60 * 1024);
  });

  it('keeps only the picture of a polyglot', async () => {
    const { status, body } = await upload('photo', await polyglotJpeg(), 'image/jpeg');
    expect(status).toBe(201);
    expect(Buffer.from(await served(body.url as string)).includes('<script>')).toBe(false);
  });

  it('stores a clean CV under the type its bytes show', async () => {
    const { status, body } = await upload('cv', await docx(), 'application/msword');
    expect(status).toBe(201);
    const { rows } = await t.backend.db.query<{ mimetype: string }>(
      `select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'applicant_cvs' and name = $1`,
      [body.path],
    );
    expect(rows[0]?.mimetype).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it.each([
    ['a 20,000 × 20,000 px image', 'photo', () => hugePng(20_000, 20_000), 'image/png', 'too_many_pixels'],
    ['an HTML file named .png', 'photo', () => HTML_PAGE, 'image/png', 'wrong_type'],
    ['a truncated image', 'photo', truncatedJpeg, 'image/jpeg', 'undecodable'],
    [
      'a macro document renamed .docx',
      'cv',
      macroDocx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'macros',
    ],
    [
      'a zip bomb',
      'cv',
      () => zipBombDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'archive_limits',
    ],
    ['a PDF with JavaScript', 'cv', pdfWithJavaScript, 'application/pdf', 'active_content'],
    [
      'a 1,500-entry DOCX',
      'cv',
      () => docx(1500),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'archive_limits',
    ],
    ['an image as a CV', 'cv', photoWithGps, 'image/jpeg', 'wrong_type'],
  ] as const)(
    'refuses %s with a Spanish message; database and buckets are as before',
    async (_what, kind, make, type, code) => {
      const before = await snapshot(t.backend.db);
      const { status, body } = await upload(kind, await make(), type);
      expect(status).toBe(422);
      expect(body).toMatchObject({
        code,
        message: { title: expect.any(String), description: expect.any(String) },
      });
      expect(await snapshot(t.backend.db)).toEqual(before);
    },
  );

  it('answers a bad request, a path of another kind or a missing upload without storing anything', async () => {
    expect((await call({ step: 'finish', kind: 'photo', path: '../applicant_cvs/x' })).status).toBe(400);
    expect((await call({ step: 'start', kind: 'video' })).status).toBe(400);
    const started = await call({ step: 'start', kind: 'cv' });
    expect((await call({ step: 'finish', kind: 'photo', path: started.body.path })).status).toBe(400);
    expect(await call({ step: 'finish', kind: 'cv', path: started.body.path })).toMatchObject({
      status: 404,
      body: { code: 'upload_missing' },
    });
    const get = await handle(new Request('http://localhost/.netlify/functions/upload'));
    expect(get.status).toBe(405);
  });
});
