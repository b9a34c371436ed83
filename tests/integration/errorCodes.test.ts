import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorBackend, startActorBackend, untyped } from '../support/actorClients.ts';
import { API_URL } from '../support/testBackend.ts';
import { clientWithToken } from './storageFixtures.ts';

/**
 * The error codes the site and the admin branch on (docs/design.md §4: UI keys on `code`, never on text), as
 * supabase-js receives them from the project's own tables, with PostgREST's HTTP statuses.
 */
let b: ActorBackend;
beforeAll(async () => {
  b = await startActorBackend();
});
afterAll(() => b.close());

const MISSING_ID = '10000000-0000-4000-a000-0000000000ff';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function sign(claims: Record<string, unknown>, secret = b.backend.ctx.jwtSecret): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

describe('database errors through supabase-js', () => {
  it('23505 → 409 for a second subscription, case-insensitively, without revealing the row', async () => {
    const { data, error, status } = await b.as.anon.from('subscribers').insert({
      email: 'MARIA.LOPEZ@example.com',
      name: null,
      country: 'México',
      wants_reflections: true,
      subscribed_via: 'ExitIntentPopup',
      is_active: true,
    });
    expect(status).toBe(409);
    expect(data).toBeNull();
    // Postgres leaves out "Key (…) already exists" for a role that may not read the table.
    expect(error).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "subscribers_email_key"',
      details: null,
      hint: null,
    });
  });

  it('42501 → 401 for anon and 403 for a signed-in user', async () => {
    const anon = await b.as.anon.from('prayer_requests').select('id');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const member = await b.as.member.from('posts').insert({ title: 'x', slug: 'x', content: '' });
    expect(member).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'new row violates row-level security policy for table "posts"' },
    });
  });

  it('PGRST100 → 400 for a malformed filter', async () => {
    const { error, status } = await b.as.admin.from('posts').select('id').or('title.ilike.%fe%,slug');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('failed to parse') });
    const list = await b.as.admin.from('posts').select('id').filter('slug', 'in', '(a,b');
    expect(list).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
  });

  it('PGRST205 → 404 for an unknown table, with a hint', async () => {
    const { error, status } = await untyped(b.as.anon).from('post').select('id');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.post' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.posts'",
    });
  });

  it('PGRST116 → 406 when .single() finds no row (the admin shows "Post no encontrado")', async () => {
    const { data, error, status } = await b.as.editor.from('posts').select('*').eq('id', MISSING_ID).single();
    expect({ data, status }).toEqual({ data: null, status: 406 });
    expect(error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });
});

describe('tokens the API refuses with 401', () => {
  const algNone = () =>
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', exp: now() + 600 })}.`;
  const tokens: [string, () => Promise<string>, string, string][] = [
    ['garbage', async () => 'not-a-jwt', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    [
      'signed with another secret',
      () =>
        sign({ role: 'service_role' }, new TextEncoder().encode('another-secret-of-at-least-32-characters')),
      'PGRST301',
      'JWT cryptographic operation failed',
    ],
    ['expired', () => sign({ role: 'authenticated', exp: now() - 120 }), 'PGRST303', 'JWT expired'],
    ['alg none', async () => algNone(), 'PGRST301', 'No suitable key or wrong key type'],
  ];

  it.each(tokens)('REST: %s', async (_name, token, code, message) => {
    const { data, error, status } = await untyped(clientWithToken(b, await token()))
      .from('donations')
      .select('id');
    expect({ data, status }).toEqual({ data: null, status: 401 });
    expect(error).toEqual({ code, message, details: null, hint: null });
  });

  it.each(tokens)('Storage does not open a private CV with a token that is %s', async (_name, token) => {
    const client = clientWithToken(b, await token());
    const { data, error } = await client.storage
      .from('applicant_cvs')
      .createSignedUrl('public/cv_Ana_Martinez_1748390400000.pdf', 60);
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '403', name: 'StorageApiError' });
  });

  it('Auth: alg none is not a session', async () => {
    const res = await b.backend.fetch(
      new Request(`${API_URL}/auth/v1/user`, {
        headers: { apikey: b.backend.ctx.keys.publishableKey, Authorization: `Bearer ${algNone()}` },
      }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'bad_jwt' });
  });
});

describe('oversized bodies → 413', () => {
  it('REST refuses a testimonial body over the limit', async () => {
    const { error, status } = await b.as.anon.from('testimonials').insert({
      name: 'Visitante',
      email: null,
      country: 'Perú',
      testimonial_text: 'palabra '.repeat(700_000),
      photo_url: null,
      is_approved: false,
    });
    expect(status).toBe(413);
    expect(error).toMatchObject({ code: 'PGRST413' });
    const { count } = await b.service.from('testimonials').select('id', { count: 'exact', head: true });
    expect(count).toBe(9);
  });

  it('Storage refuses a photo over the 2 MB of testimonial_photos', async () => {
    const { data, error } = await b.as.editor.storage
      .from('testimonial_photos')
      .upload('public/testimonial_1.png', new Uint8Array(2 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('Auth refuses a sign-in body over its limit', async () => {
    const { error } = await b.client('anon').auth.signInWithPassword({
      email: 'admin@example.org',
      password: 'x'.repeat(100_000),
    });
    expect(error).toMatchObject({ status: 413 });
  });
});
