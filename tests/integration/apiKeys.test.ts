import { CLI_PUBLISHABLE_KEY, CLI_SECRET_KEY, runSeedSql } from '@palabra-viva/local-supabase';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from '../support/rawApi.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

/** A desktop Chrome's User-Agent: the gateway refuses a secret key sent with it. */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The new API keys through supabase-js, as on a project created with them: the publishable key acts as
 * anon and the secret key as service_role on REST, Storage and Auth; the gateway refuses what hosted
 * Supabase refuses (a secret key from a browser, an unregistered key, a key only in Authorization).
 */
describe('publishable and secret keys', () => {
  let t: TestBackend;
  let publishable: SupabaseClient;
  let secret: SupabaseClient;
  const clientWith = (key: string, headers: Record<string, string> = {}) =>
    createClient(API_URL, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => t.backend.fetch(new Request(input, init)), headers },
    });

  beforeAll(async () => {
    t = await startTestBackend();
    // The demo content and staff accounts (SQL only: the files are not needed here).
    await runSeedSql(t.backend.db, `${API_URL}/storage/v1`);
    publishable = clientWith(t.backend.ctx.keys.publishableKey);
    secret = clientWith(t.backend.ctx.keys.secretKey);
  });
  afterAll(() => t.close());

  it('are the keys the Supabase CLI gives every local project (config.toml names none)', () => {
    expect(t.backend.ctx.keys).toMatchObject({
      publishableKey: CLI_PUBLISHABLE_KEY,
      secretKey: CLI_SECRET_KEY,
    });
  });

  describe('on REST', () => {
    it('the publishable key reads as anon: published rows only, RLS applies', async () => {
      const { data, error } = await publishable.from('posts').select('slug, is_published');
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(data!.every((post) => post.is_published)).toBe(true);
      const drafts = await publishable.from('posts').select('slug').eq('is_published', false);
      expect(drafts.data).toEqual([]);
    });

    it('the secret key reads as service_role: drafts too, and private tables', async () => {
      const drafts = await secret.from('posts').select('slug').eq('is_published', false);
      expect(drafts.error).toBeNull();
      expect(drafts.data!.length).toBeGreaterThan(0);
      const donations = await secret.from('donations').select('id').limit(1);
      expect(donations.error).toBeNull();
      expect((await publishable.from('donations').select('id').limit(1)).error).toMatchObject({
        code: '42501',
      });
    });

    it('a signed-in user with the publishable key acts as authenticated', async () => {
      const editor = await t.signedIn('editor@example.org');
      const drafts = await editor.from('posts').select('slug').eq('is_published', false);
      expect(drafts.data!.length).toBeGreaterThan(0);
    });

    it('the OpenAPI root opens to the secret key only', async () => {
      expect((await raw(t, '/rest/v1/', { headers: { apikey: t.backend.ctx.keys.secretKey } })).status).toBe(
        200,
      );
      expect((await raw(t, '/rest/v1/')).status).toBe(403);
    });
  });

  describe('on Storage', () => {
    it('the secret key writes where only the service role may; the publishable key reads public files', async () => {
      const upload = await secret.storage
        .from('blog_images')
        .upload(`claves/${Date.now()}.png`, PNG, { contentType: 'image/png' });
      expect(upload.error).toBeNull();
      const refused = await publishable.storage
        .from('blog_images')
        .upload(`claves/visitante-${Date.now()}.png`, PNG, { contentType: 'image/png' });
      expect(refused.error).toMatchObject({ statusCode: '403' });
      const download = await publishable.storage.from('blog_images').download(upload.data!.path);
      expect(download.error).toBeNull();
      expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(PNG);
    });

    it('the secret key lists the buckets (bucket admin is the service role’s)', async () => {
      const { data, error } = await secret.storage.listBuckets();
      expect(error).toBeNull();
      expect(data!.map((bucket) => bucket.id)).toContain('applicant_cvs');
    });
  });

  describe('on Auth', () => {
    it('the publishable key signs in; the session is an ES256 token of the project’s signing key', async () => {
      const { data, error } = await publishable.auth.signInWithPassword({
        email: 'pastoral@example.org',
        password: 'demo-password-123',
      });
      expect(error).toBeNull();
      const header = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[0]!, 'base64url').toString(),
      );
      expect(header).toEqual({ alg: 'ES256', kid: t.backend.ctx.signing.signingKid, typ: 'JWT' });
    });

    it('the secret key opens the admin API; the publishable key does not', async () => {
      const listed = await secret.auth.admin.listUsers({ perPage: 50 });
      expect(listed.error).toBeNull();
      expect(listed.data.users.map((user) => user.email)).toContain('admin@example.org');
      const refused = await publishable.auth.admin.listUsers();
      expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
    });
  });

  describe('refusals, as the gateway answers them', () => {
    it.each([
      ['REST', (c: SupabaseClient) => c.from('posts').select('slug').limit(1)],
      ['Storage', (c: SupabaseClient) => c.storage.listBuckets()],
      ['Auth', (c: SupabaseClient) => c.auth.admin.listUsers()],
    ])('the secret key from a browser User-Agent on %s: 401', async (_, call) => {
      const browser = clientWith(t.backend.ctx.keys.secretKey, { 'User-Agent': CHROME });
      const { error } = (await call(browser)) as { error: { message: string } | null };
      expect(error?.message).toMatch(/Forbidden use of secret API key in browser/);
    });

    it('answers the browser refusal with the platform’s body and code', async () => {
      const response = await raw(t, '/rest/v1/posts?select=slug', {
        headers: { apikey: t.backend.ctx.keys.secretKey, 'User-Agent': CHROME },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('sb-error-code')).toBe('UNAUTHORIZED_INVALID_API_KEY_TYPE');
      expect(response.body).toEqual({
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
      });
    });

    it('the publishable key from a browser is fine', async () => {
      const browser = clientWith(t.backend.ctx.keys.publishableKey, { 'User-Agent': CHROME });
      expect((await browser.from('posts').select('slug').limit(1)).error).toBeNull();
    });

    it.each([
      ['REST', '/rest/v1/posts?select=slug'],
      ['Auth', '/auth/v1/settings'],
      ['Storage', '/storage/v1/bucket'],
    ])('an unregistered (or deleted) key on %s: 401 Unregistered API key', async (_, path) => {
      for (const key of ['sb_secret_borrada0000000000000000000', 'sb_publishable_otroproyecto000000']) {
        const response = await raw(t, path, { headers: { apikey: key } });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          message: 'Unregistered API key',
          hint: 'Double check the provided API key as it is not registered for this project.',
        });
      }
      const deleted = clientWith('sb_secret_borrada0000000000000000000');
      expect((await deleted.from('posts').select('slug')).error?.message).toBe('Unregistered API key');
    });

    it('a key sent only as the Bearer: 401 No API key found', async () => {
      const response = await raw(t, '/auth/v1/admin/users', {
        headers: { apikey: '' },
        token: t.backend.ctx.keys.secretKey,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('sb-error-code')).toBe('UNAUTHORIZED_MISSING_API_KEY');
      expect(response.body).toMatchObject({ message: 'No API key found in request' });
    });

    it('a Bearer key other than the apikey: 401 (a key in Authorization only where it equals apikey)', async () => {
      const response = await raw(t, '/rest/v1/posts?select=slug', {
        headers: { apikey: t.backend.ctx.keys.publishableKey },
        token: t.backend.ctx.keys.secretKey,
      });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ message: 'Invalid API key' });
    });

    it('leaves open what the gateway leaves open: email links and the JWKS need no key', async () => {
      const jwks = await t.backend.fetch(new Request(`${API_URL}/auth/v1/.well-known/jwks.json`));
      expect(jwks.status).toBe(200);
      const verify = await raw(
        t,
        '/auth/v1/verify?type=signup&token=nada&redirect_to=http://127.0.0.1:4321/',
        {
          headers: { apikey: 'sb_secret_borrada0000000000000000000' },
          token: null,
        },
      );
      expect(verify.status).not.toBe(401);
    });
  });
});
