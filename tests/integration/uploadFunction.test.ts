import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorReference } from '../../core/whatsapp/visitorReference.ts';
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
import { snapshot } from '../support/dbSnapshot.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { VISITOR_FORMS, visitorUploads } from '../support/visitorUploads.ts';

describe('the upload function, through its HTTP API', () => {
  let t: TestBackend;
  let call: ReturnType<typeof visitorUploads>['call'];
  let upload: ReturnType<typeof visitorUploads>['upload'];

  beforeAll(async () => {
    t = await startTestBackend();
    ({ call, upload } = visitorUploads(t));
  });
  afterAll(() => t.close());

  const served = async (url: string) =>
    new Uint8Array(await (await t.backend.fetch(new Request(url))).arrayBuffer());

  it('stores a photo with GPS Exif re-encoded, and serves it without any metadata', async () => {
    const { status, body } = await upload('photo', await photoWithGps(), 'image/jpeg');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      url: expect.stringMatching(
        /\/storage\/v1\/object\/public\/testimonial_photos\/public\/testimonial_[0-9a-f-]{36}\.webp$/,
      ),
      thumbnailUrl: expect.stringMatching(/_thumb\.webp$/),
    });
    const { rows } = await t.backend.db.query(
      'select name, country, is_approved from public.testimonials where photo_url = $1',
      [body.url],
    );
    expect(rows).toEqual([{ name: 'Ana Pérez', country: 'Chile', is_approved: false }]);
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

  it('stores a clean CV under the type its bytes show, with its application', async () => {
    const { status, body } = await upload('cv', await docx(), 'application/msword');
    expect(status).toBe(201);
    expect(body.path).toMatch(/^public\/cv_Ana_Perez_[0-9a-f-]{36}\.docx$/);
    const { rows } = await t.backend.db.query<{ mimetype: string }>(
      `select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'applicant_cvs' and name = $1`,
      [body.path],
    );
    expect(rows[0]?.mimetype).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { rows: applications } = await t.backend.db.query(
      'select email, status from public.job_applications where cv_path = $1',
      [body.path],
    );
    expect(applications).toEqual([{ email: 'ana@example.org', status: 'Recibido' }]);
    // Issue 31: the answer carries the reference of the stored row, for the WhatsApp hand-off.
    const { rows: ids } = await t.backend.db.query<{ id: string }>(
      'select id from public.job_applications where cv_path = $1',
      [body.path],
    );
    expect(body.reference).toBe(visitorReference(ids[0]?.id ?? ''));
  });

  it.each([
    [
      'a testimonial without its text',
      'photo',
      photoWithGps,
      'image/jpeg',
      { ...VISITOR_FORMS.photo, testimonial_text: ' ' },
      'Campos requeridos',
    ],
    [
      'an application without an email',
      'cv',
      pdfWithJavaScript,
      'application/pdf',
      { ...VISITOR_FORMS.cv, email: '' },
      'Campos Requeridos',
    ],
  ] as const)(
    'refuses %s before looking at the file, keeping nothing',
    async (_what, kind, make, type, form, title) => {
      const before = await snapshot(t.backend.db);
      const { status, body } = await upload(kind, await make(), type, form);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation_failed', message: { title } });
      expect(await snapshot(t.backend.db)).toEqual(before);
    },
  );

  it('answers a bot (honeypot filled) as a person and keeps nothing', async () => {
    const before = await snapshot(t.backend.db);
    expect(
      await upload('photo', await photoWithGps(), 'image/jpeg', VISITOR_FORMS.photo, 'https://spam.example'),
    ).toEqual({
      status: 201,
      body: {},
    });
    expect(await snapshot(t.backend.db)).toEqual(before);
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
    expect((await call(undefined, 'GET')).status).toBe(405);
  });
});

describe('the way around the function is closed (policies, as on hosted Supabase)', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  it.each([
    ['testimonial_photos', 'public/photo.png', 'image/png'],
    ['applicant_cvs', 'public/cv.pdf', 'application/pdf'],
  ])('a visitor cannot upload to %s directly', async (bucket, path, type) => {
    const before = await snapshot(t.backend.db);
    const { error } = await t
      .client('anon')
      .storage.from(bucket)
      .upload(path, new Blob(['x'], { type }));
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await snapshot(t.backend.db)).toEqual(before);
  });

  it('a visitor cannot name a photo URL or send an application without the function', async () => {
    const anon = t.client('anon');
    const testimonial = { name: 'A', country: 'B', testimonial_text: 'C', is_approved: false };
    expect(
      await anon.from('testimonials').insert({ ...testimonial, photo_url: 'https://evil.example/x.png' }),
    ).toMatchObject({ error: { code: '42501' } });
    expect(await anon.from('testimonials').insert(testimonial)).toMatchObject({ error: null, status: 201 });
    const application = { name: 'A', email: 'a@b.co', position_interest: 'P', cv_path: 'public/x.pdf' };
    expect(await anon.from('job_applications').insert({ ...application, status: 'Recibido' })).toMatchObject({
      error: { code: '42501' },
    });
  });
});
