import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend } from '../support/actorClients.ts';
import { unchangedBy } from '../support/dbSnapshot.ts';
import { accessTokenOf, type RawAnswer, raw } from '../support/rawApi.ts';
import { HTML, PDF, PNG } from './storageFixtures.ts';

/**
 * Attack suite, Storage: files too big or of the wrong kind, executables dressed as images, names that
 * climb out of their folder or carry control characters, visitors listing, overwriting and deleting,
 * and private CVs fetched without a valid signed URL. Every attempt gets Storage's error shape
 * (HTTP 400 with the logical `statusCode`, or a real 403), and no object row or byte changes.
 */
let b: ActorBackend;
let memberToken: string;
beforeAll(async () => {
  b = await startActorBackend();
  memberToken = await accessTokenOf(b.as.member);
  const { error } = await b.service.storage
    .from('testimonial_photos')
    .upload('public/existing.png', PNG, { contentType: 'image/png' });
  if (error) throw error;
});
afterAll(() => b.close());

const CV = 'public/cv_Ana_Martinez_1748390400000.pdf';
const ATTACKERS = ['anon', 'member'] as const;
type Attacker = (typeof ATTACKERS)[number];
const tokenOf = (actor: Attacker) => (actor === 'anon' ? undefined : memberToken);

const store = (actor: Attacker, path: string, init: Parameters<typeof raw>[2] = {}) =>
  unchangedBy(b.backend.db, () => raw(b, `/storage/v1${path}`, { ...init, token: tokenOf(actor) }));
const upload = (actor: Attacker, bucket: string, name: string, bytes: Uint8Array, type: string) =>
  store(actor, `/object/${bucket}/${name}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  });

function expectStorageError(answer: RawAnswer, statusCode: string, code?: string) {
  expect([400, 403]).toContain(answer.status);
  expect(answer.body).toMatchObject({ statusCode, error: expect.any(String), message: expect.any(String) });
  if (code) expect(answer.body).toMatchObject({ code });
}

const cells = <T extends unknown[]>(rows: T[]) =>
  rows.flatMap((row) => ATTACKERS.map((actor) => [...row, actor] as [...T, Attacker]));

describe('uploads of the wrong size or kind', () => {
  const MZ = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  // A visitor's only way in is the signed upload URL the upload function hands out, into the quarantine.
  const rows: [string, string, Uint8Array, string, string][] = [
    ['a file over 5 MB', 'photo/big.png', new Uint8Array(5 * 1024 * 1024 + 1), 'image/png', '413'],
    ['an SVG photo (scripts run in SVG)', 'photo/x.svg', SVG, 'image/svg+xml', '415'],
    ['an HTML photo', 'photo/x.html', HTML, 'text/html', '415'],
    ['an executable CV', 'cv/cv.exe', MZ, 'application/x-msdownload', '415'],
  ];
  // Content that lies about its type (an executable or HTML declared as PNG, HTML declared as PDF) is
  // stored as declared by hosted Storage, so the local one does the same: those attacks are refused by the
  // upload checks that run in the server function (tests/integration/uploadFunction.test.ts).
  it.each(cells(rows))(
    '%s is refused in the quarantine (%s, as %s)',
    async (_name, name, bytes, type, statusCode, actor) => {
      const { data, error } = await b.service.storage.from('upload_quarantine').createSignedUploadUrl(name);
      if (error) throw error;
      const answer = await store(actor, `/object/upload/sign/upload_quarantine/${name}?token=${data.token}`, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: bytes,
      });
      expectStorageError(answer, statusCode);
    },
  );

  it.each(
    cells([
      ['testimonial_photos', 'public/x.png', PNG, 'image/png'] as const,
      ['applicant_cvs', 'public/cv.pdf', PDF, 'application/pdf'] as const,
    ]),
  )(
    'a direct upload to %s is refused (%s, as %s): files go through the function',
    async (bucket, name, bytes, type, actor) => {
      expectStorageError(await upload(actor, bucket, name, bytes, type), '403');
    },
  );
});

describe('object names that escape their folder or hide characters', () => {
  const names = [
    'public/../staff/x.png',
    'public/%2e%2e/%2e%2e/x.png',
    '../x.png',
    'public/..\\..\\x.png',
    'public/%00x.png',
    'public/a%01b.png',
    'public/a%0Ab.png',
    'public/a%0D%0Ab.png',
    'public/a%7Fb.png',
    'public/%E2%80%AEgnp.exe',
    'public/%E2%81%A7x.png',
    '%2Fetc/passwd.png',
    'staff/x.png',
    'x.png',
  ];
  it.each(cells(names.map((name) => [name] as [string])))('%s is refused as %s', async (name, actor) => {
    const answer = await upload(actor, 'testimonial_photos', name, PNG, 'image/png');
    expect([400, 403]).toContain(answer.status);
    expect((answer.body as { statusCode: string }).statusCode).toMatch(/^(400|403)$/);
  });

  // Storage keys are strings, not file paths: a `..` that reaches the server is kept as part of the name,
  // inside its folder, as on hosted Supabase. It climbs nowhere (sent with the service key: visitors no
  // longer upload to the bucket at all).
  it('an encoded ../ stays a literal name inside public/', async () => {
    const answer = await raw(b, '/storage/v1/object/testimonial_photos/public/..%2F..%2Fstaff.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
      token: b.backend.ctx.keys.secretKey,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Key: 'testimonial_photos/public/../../staff.png' });
    const { rows } = await b.backend.db.query<{ folder: string }>(
      `select (storage.foldername(name))[1] as folder from storage.objects
        where bucket_id = 'testimonial_photos' and name = $1`,
      ['public/../../staff.png'],
    );
    expect(rows).toEqual([{ folder: 'public' }]);
  });
});

describe('visitors cannot list, overwrite or delete', () => {
  const attacks: [string, string, Parameters<typeof raw>[2], (answer: RawAnswer) => void][] = [
    [
      'list the CVs',
      '/object/list/applicant_cvs',
      { method: 'POST', body: { prefix: 'public/' } },
      emptyList,
    ],
    [
      'list the photos',
      '/object/list/testimonial_photos',
      { method: 'POST', body: { prefix: 'public/' } },
      emptyList,
    ],
    [
      'search the CVs',
      '/object/list/applicant_cvs',
      { method: 'POST', body: { prefix: '', search: 'cv' } },
      emptyList,
    ],
    [
      'overwrite a photo (x-upsert)',
      '/object/testimonial_photos/public/existing.png',
      { method: 'POST', headers: { 'content-type': 'image/png', 'x-upsert': 'true' }, body: PNG },
      refused,
    ],
    [
      'overwrite a photo (PUT)',
      '/object/testimonial_photos/public/existing.png',
      { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG },
      refused,
    ],
    [
      'upload onto an existing photo',
      '/object/testimonial_photos/public/existing.png',
      { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG },
      refused,
    ],
    [
      'overwrite a CV',
      `/object/applicant_cvs/${CV}`,
      { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF },
      refused,
    ],
    [
      'delete a photo',
      '/object/testimonial_photos',
      { method: 'DELETE', body: { prefixes: ['public/existing.png'] } },
      emptyList,
    ],
    ['delete a CV', '/object/applicant_cvs', { method: 'DELETE', body: { prefixes: [CV] } }, emptyList],
    ['delete one object by URL', `/object/applicant_cvs/${CV}`, { method: 'DELETE' }, notFound],
    [
      'move a CV into the public bucket',
      '/object/move',
      {
        method: 'POST',
        body: {
          bucketId: 'applicant_cvs',
          sourceKey: CV,
          destinationBucket: 'testimonial_photos',
          destinationKey: 'public/cv.pdf',
        },
      },
      notFound,
    ],
    [
      'copy a CV into the public bucket',
      '/object/copy',
      {
        method: 'POST',
        body: {
          bucketId: 'applicant_cvs',
          sourceKey: CV,
          destinationBucket: 'testimonial_photos',
          destinationKey: 'public/cv.pdf',
        },
      },
      notFound,
    ],
    [
      'make the CV bucket public',
      '/bucket/applicant_cvs',
      { method: 'PUT', body: { public: true } },
      refusedAny,
    ],
    ['empty the photo bucket', '/bucket/testimonial_photos/empty', { method: 'POST' }, refusedAny],
    ['delete the CV bucket', '/bucket/applicant_cvs', { method: 'DELETE' }, refusedAny],
    ['create a bucket', '/bucket', { method: 'POST', body: { name: 'mine', public: true } }, refusedAny],
  ];
  const rows = attacks.flatMap(([name, ...rest]) =>
    ATTACKERS.map((actor) => [name, actor, ...rest] as const),
  );
  it.each(rows)('%s: refused as %s', async (_name, actor, path, init, check) => {
    check(await store(actor, path, init));
  });
});

function emptyList(answer: RawAnswer) {
  expect(answer).toMatchObject({ status: 200, body: [] });
}
function refused(answer: RawAnswer) {
  expectStorageError(answer, '403', 'AccessDenied');
}
function notFound(answer: RawAnswer) {
  expectStorageError(answer, '404');
}
function refusedAny(answer: RawAnswer) {
  expect([400, 403]).toContain(answer.status);
  expect((answer.body as { statusCode: string }).statusCode).toMatch(/^(400|403|404)$/);
}

describe('private CVs without a valid signed URL', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const signUrl = (claims: Record<string, unknown>, secret: Uint8Array = b.backend.ctx.jwtSecret) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
  const staffSigned = async () => {
    const admin = await b.signedIn('admin@example.org');
    const { data, error } = await admin.storage.from('applicant_cvs').createSignedUrl(CV, 60);
    if (error) throw error;
    return new URL(data.signedUrl).searchParams.get('token')!;
  };
  const download = (path: string, token?: string | null) =>
    unchangedBy(b.backend.db, () => raw(b, `/storage/v1${path}`, token === undefined ? {} : { token }));

  it.each(ATTACKERS)('%s opens no CV by its authenticated URL', async (actor) => {
    const answer = await store(actor, `/object/applicant_cvs/${CV}`);
    expectStorageError(answer, '404');
  });

  it('nobody opens a CV by a public URL, with or without a key', async () => {
    expectStorageError(await download(`/object/public/applicant_cvs/${CV}`), '404', 'NoSuchBucket');
    expectStorageError(await download(`/object/public/applicant_cvs/${CV}`, null), '404', 'NoSuchBucket');
  });

  it.each(ATTACKERS)('%s cannot sign a CV URL', async (actor) => {
    const answer = await store(actor, `/object/sign/applicant_cvs/${CV}`, {
      method: 'POST',
      body: { expiresIn: 60 },
    });
    expectStorageError(answer, '404', 'NoSuchKey');
  });

  it('a signed URL without a token, or with garbage, opens nothing', async () => {
    expectStorageError(await download(`/object/sign/applicant_cvs/${CV}`, null), '400');
    expectStorageError(await download(`/object/sign/applicant_cvs/${CV}?token=abc.def.ghi`, null), '400');
  });

  it('a signed URL whose token was tampered with opens nothing', async () => {
    const token = await staffSigned();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherCv = 'public/cv_Daniel_Rojas_1748908800000.pdf';
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, url: `applicant_cvs/${otherCv}` }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [path, forged, code] of [
      [otherCv, `${header}.${forgedPayload}.${signature}`, 'InvalidJWT'],
      [CV, `${header}.${payload}.${flipped}`, 'InvalidJWT'],
      [otherCv, token, 'InvalidSignature'],
    ] as const) {
      const answer = await download(`/object/sign/applicant_cvs/${path}?token=${forged}`, null);
      expectStorageError(answer, '400', code);
    }
  });

  it('an expired signed URL, or one for uploads, or one signed with another secret, opens nothing', async () => {
    const url = `applicant_cvs/${CV}`;
    const cases: [string, string][] = [
      ['InvalidJWT', await signUrl({ url, iat: now() - 120, exp: now() - 60 })],
      [
        'InvalidSignature',
        await signUrl({ url, scope: 'upload', upsert: false, iat: now(), exp: now() + 60 }),
      ],
      [
        'InvalidJWT',
        await signUrl({ url, iat: now(), exp: now() + 60 }, new TextEncoder().encode('y'.repeat(40))),
      ],
    ];
    for (const [code, token] of cases) {
      const answer = await download(`/object/sign/applicant_cvs/${CV}?token=${token}`, null);
      expectStorageError(answer, '400', code);
    }
  });
});
