import { runSeedSql } from '@palabra-viva/local-supabase';
import type { BackendContext } from '@palabra-viva/local-supabase/testing';
import { createApp } from '@palabra-viva/local-supabase/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from '../support/rawApi.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The legacy anon and service_role keys (HS256 JWTs of the JWT secret): they keep working by default,
 * as on an existing hosted project, and once switched off (LEGACY_API_KEYS=disabled, the dashboard's
 * "deactivate legacy keys") the gateway refuses them as hosted Supabase does while the new keys go on.
 */
describe('legacy API keys', () => {
  let t: TestBackend;
  /** The same database behind an API whose legacy keys are switched off (a restart with the switch). */
  let withoutLegacy: (request: Request) => Promise<Response>;
  const clientWith = (key: string, fetcher: (request: Request) => Promise<Response>) =>
    createClient(API_URL, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => fetcher(new Request(input, init)) },
    });

  beforeAll(async () => {
    t = await startTestBackend();
    // The demo content and staff accounts (SQL only: the files are not needed here).
    await runSeedSql(t.backend.db, `${API_URL}/storage/v1`);
    const ctx: BackendContext = {
      ...t.backend.ctx,
      keys: { ...t.backend.ctx.keys, legacyKeysEnabled: false },
    };
    const app = createApp(ctx);
    withoutLegacy = async (request) => app.fetch(request);
  });
  afterAll(() => t.close());

  describe('enabled (the default)', () => {
    let anon: SupabaseClient;
    let service: SupabaseClient;
    beforeAll(() => {
      anon = clientWith(t.backend.ctx.keys.anonKey, t.backend.fetch);
      service = clientWith(t.backend.ctx.keys.serviceRoleKey, t.backend.fetch);
    });

    it('are the CLI’s demo keys, HS256 JWTs of the demo secret', () => {
      const header = JSON.parse(
        Buffer.from(t.backend.ctx.keys.anonKey.split('.')[0]!, 'base64url').toString(),
      );
      expect(header).toMatchObject({ alg: 'HS256' });
      expect(t.backend.ctx.keys.legacyKeysEnabled).toBe(true);
    });

    it('the anon key reads published rows on REST, signs in on Auth and reads public files on Storage', async () => {
      const posts = await anon.from('posts').select('slug, is_published');
      expect(posts.error).toBeNull();
      expect(posts.data!.every((post) => post.is_published)).toBe(true);
      const signIn = await anon.auth.signInWithPassword({
        email: 'editor@example.org',
        password: 'demo-password-123',
      });
      expect(signIn.error).toBeNull();
      // The session it gets is signed with the signing key, whichever key the client opened the API with.
      expect(signIn.data.session!.access_token.split('.')[0]).not.toBe(
        t.backend.ctx.keys.anonKey.split('.')[0],
      );
      const drafts = await anon.from('posts').select('slug').eq('is_published', false);
      expect(drafts.data!.length).toBeGreaterThan(0);
    });

    it('the service_role key writes on Storage, lists users on Auth and reads private rows on REST', async () => {
      const path = `legado/${Date.now()}.png`;
      const upload = await service.storage
        .from('blog_images')
        .upload(path, PNG, { contentType: 'image/png' });
      expect(upload.error).toBeNull();
      expect((await service.auth.admin.listUsers()).error).toBeNull();
      expect((await service.from('donations').select('id').limit(1)).error).toBeNull();
      const publicRead = await clientWith(t.backend.ctx.keys.anonKey, t.backend.fetch)
        .storage.from('blog_images')
        .download(path);
      expect(publicRead.error).toBeNull();
    });

    it('the service_role key is not refused from a browser (the check is the secret key’s)', async () => {
      const response = await raw(t, '/rest/v1/posts?select=slug&limit=1', {
        headers: {
          apikey: t.backend.ctx.keys.serviceRoleKey,
          'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0 Safari/537.36',
        },
      });
      expect(response.status).toBe(200);
    });
  });

  describe('switched off', () => {
    it.each([
      ['REST', '/rest/v1/posts?select=slug'],
      ['Auth', '/auth/v1/settings'],
      ['Storage', '/storage/v1/object/list/blog_images'],
    ])('refuses both legacy keys on %s with 401 Legacy API keys are disabled', async (_, path) => {
      for (const key of [t.backend.ctx.keys.anonKey, t.backend.ctx.keys.serviceRoleKey]) {
        const response = await withoutLegacy(
          new Request(`${API_URL}${path}`, { headers: { apikey: key, Authorization: `Bearer ${key}` } }),
        );
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: 'Legacy API keys are disabled' });
      }
    });

    it('refuses them through supabase-js too, with the gateway’s message', async () => {
      const anon = clientWith(t.backend.ctx.keys.anonKey, withoutLegacy);
      expect((await anon.from('posts').select('slug')).error?.message).toBe('Legacy API keys are disabled');
      const service = clientWith(t.backend.ctx.keys.serviceRoleKey, withoutLegacy);
      expect((await service.auth.admin.listUsers()).error?.message).toBe('Legacy API keys are disabled');
      expect((await service.storage.listBuckets()).error?.message).toBe('Legacy API keys are disabled');
    });

    it('refuses any other JWT as an API key: Invalid API key', async () => {
      const session = (await t.signedIn('editor@example.org')).auth.getSession();
      const token = (await session).data.session!.access_token;
      const response = await withoutLegacy(
        new Request(`${API_URL}/rest/v1/posts?select=slug`, { headers: { apikey: token } }),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
    });

    it('keeps the new keys and the sessions they carry working', async () => {
      const publishable = clientWith(t.backend.ctx.keys.publishableKey, withoutLegacy);
      expect((await publishable.from('posts').select('slug').limit(1)).error).toBeNull();
      const signIn = await publishable.auth.signInWithPassword({
        email: 'admin@example.org',
        password: 'demo-password-123',
      });
      expect(signIn.error).toBeNull();
      expect((await publishable.from('donations').select('id').limit(1)).error).toBeNull();
      const secret = clientWith(t.backend.ctx.keys.secretKey, withoutLegacy);
      expect((await secret.auth.admin.listUsers()).error).toBeNull();
      expect((await secret.storage.listBuckets()).error).toBeNull();
    });
  });
});
