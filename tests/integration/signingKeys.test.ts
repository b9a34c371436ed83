import {
  dropVerifyOnlyKeys,
  gatewayTokensFor,
  generateSigningKey,
  rotateSigningKeys,
  runSeedSql,
  type SigningJwk,
} from '@palabra-viva/local-supabase';
import type { BackendContext } from '@palabra-viva/local-supabase/testing';
import { createApp, createKeyRing, signLegacyAccessToken } from '@palabra-viva/local-supabase/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../netlify/lib/staffCaller.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

type Fetcher = (request: Request) => Promise<Response>;

/**
 * Asymmetric session tokens: the Auth signs with the signing key of the keys file and publishes the
 * public halves at /auth/v1/.well-known/jwks.json; REST, Storage, Auth and the server functions verify
 * against them (no shared secret); supabase-js getClaims() verifies locally; a rotation (new key added,
 * old kept for verification, then removed) signs nobody out before their token expires.
 */
describe('signing keys and the JWKS', () => {
  let t: TestBackend;
  /** Every request a client made, by path, to tell a local verification from a call to /user. */
  let requests: string[];
  /** The API as it runs now; `restartWith` swaps it for one started with another keys file. */
  let api: Fetcher;
  const client = (key = t.backend.ctx.keys.publishableKey): SupabaseClient =>
    createClient(API_URL, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: {
        fetch: (input, init) => {
          const request = new Request(input, init);
          requests.push(new URL(request.url).pathname);
          return api(request);
        },
      },
    });
  /** The same database behind an API started with `keys` as its signing keys file (as after a restart). */
  const restartWith = (keys: SigningJwk[]) => {
    const signing = createKeyRing(keys, t.backend.ctx.jwtSecret);
    const ctx: BackendContext = { ...t.backend.ctx, signing, gatewayTokens: gatewayTokensFor(signing) };
    const app = createApp(ctx);
    api = async (request) => app.fetch(request);
    return ctx;
  };
  const signIn = async (email: string) => {
    const signed = client();
    const { error } = await signed.auth.signInWithPassword({ email, password: 'demo-password-123' });
    if (error) throw error;
    return signed;
  };
  const kidOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string }).kid;
  const accessToken = async (signed: SupabaseClient) =>
    (await signed.auth.getSession()).data.session!.access_token;

  beforeAll(async () => {
    t = await startTestBackend();
    // The demo content and staff accounts (SQL only: the files are not needed here).
    await runSeedSql(t.backend.db, `${API_URL}/storage/v1`);
    api = t.backend.fetch;
    requests = [];
  });
  afterAll(() => t.close());

  it('publishes the public keys, and a session verifies against them with any JOSE library', async () => {
    const response = await api(new Request(`${API_URL}/auth/v1/.well-known/jwks.json`));
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.every((key) => !('d' in key) && key.kty !== 'oct')).toBe(true);
    const editor = await signIn('editor@example.org');
    const { payload, protectedHeader } = await jwtVerify(
      await accessToken(editor),
      createLocalJWKSet(jwks as never),
    );
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: t.backend.ctx.signing.signingKid });
    expect(payload).toMatchObject({ role: 'authenticated', email: 'editor@example.org' });
  });

  it('getClaims() verifies the session locally: the JWKS once at most, never /user', async () => {
    const pastoral = await signIn('pastoral@example.org');
    requests = [];
    for (let i = 0; i < 3; i++) {
      const { data, error } = await pastoral.auth.getClaims();
      expect(error).toBeNull();
      expect(data!.claims).toMatchObject({ email: 'pastoral@example.org', role: 'authenticated' });
      expect(data!.header).toMatchObject({ alg: 'ES256', kid: t.backend.ctx.signing.signingKid });
    }
    expect(requests.filter((path) => path === '/auth/v1/user')).toEqual([]);
    expect(requests.filter((path) => path === '/auth/v1/.well-known/jwks.json').length).toBeLessThanOrEqual(
      1,
    );
  });

  it('getClaims() refuses a token signed with a key the project does not publish', async () => {
    const stranger = createKeyRing([generateSigningKey('ES256')], t.backend.ctx.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const forged = stranger.sign({
      sub: crypto.randomUUID(),
      role: 'authenticated',
      iat: now,
      exp: now + 600,
    });
    const { data, error } = await client().auth.getClaims(forged);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('a legacy HS256 session still verifies (getClaims asks /user, as for any HS256 token)', async () => {
    const { data: user } = await t.client('service_role').auth.admin.listUsers({ perPage: 50 });
    const admin = user.users.find((u) => u.email === 'admin@example.org')!;
    const now = Math.floor(Date.now() / 1000);
    const legacy = signLegacyAccessToken(
      { sub: admin.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 },
      t.backend.ctx.jwtSecret,
    );
    requests = [];
    const { data, error } = await client().auth.getClaims(legacy);
    expect(error).toBeNull();
    expect(data!.claims.sub).toBe(admin.id);
    expect(requests).toContain('/auth/v1/user');
  });

  it('server functions verify the caller through the JWKS, not by asking the Auth server', async () => {
    const admin = await signIn('admin@example.org');
    requests = [];
    const fetchCounting: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      requests.push(new URL(request.url).pathname);
      return api(request);
    };
    const found = await caller(
      { supabaseUrl: API_URL, secretKey: t.backend.ctx.keys.secretKey, fetch: fetchCounting },
      new Request('http://localhost/.netlify/functions/x', {
        headers: { Authorization: `Bearer ${await accessToken(admin)}` },
      }),
    );
    expect(found).toMatchObject({ email: 'admin@example.org', role: 'admin' });
    expect(requests).not.toContain('/auth/v1/user');
    expect(requests).toContain('/rest/v1/current_staff_role');
  });

  describe('a rotation', () => {
    const first = generateSigningKey('ES256');
    const rotated = rotateSigningKeys([first], 'RS256');
    const next = rotated[0]!;

    it('signs nobody out: old tokens keep working until they expire, refreshes move to the new key', async () => {
      restartWith([first]);
      const editor = await signIn('editor@example.org');
      const before = await accessToken(editor);
      expect(kidOf(before)).toBe(first.kid);

      // New key added and signing; the old one kept for verification.
      restartWith(rotated);
      const jwks = (await (await api(new Request(`${API_URL}/auth/v1/.well-known/jwks.json`))).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toEqual([next.kid, first.kid]);
      // The token issued before the rotation still opens REST, Storage and Auth, and getClaims accepts it.
      const drafts = await editor.from('posts').select('slug').eq('is_published', false);
      expect(drafts.error).toBeNull();
      expect(drafts.data!.length).toBeGreaterThan(0);
      expect((await editor.storage.from('blog_images').list()).error).toBeNull();
      expect((await editor.auth.getUser()).error).toBeNull();
      expect((await editor.auth.getClaims()).error).toBeNull();
      // Its refresh token goes on; the new access token carries the new key.
      const refreshed = await editor.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const after = refreshed.data.session!.access_token;
      expect(kidOf(after)).toBe(next.kid);
      expect(JSON.parse(Buffer.from(after.split('.')[0]!, 'base64url').toString()).alg).toBe('RS256');
      const claims = await editor.auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data!.header.kid).toBe(next.kid);

      // Once the old tokens have expired the old key goes; the refreshed session is unaffected.
      restartWith(dropVerifyOnlyKeys(rotated));
      expect(
        (await editor.from('posts').select('slug').eq('is_published', false)).data!.length,
      ).toBeGreaterThan(0);
      expect((await editor.auth.getUser()).error).toBeNull();
      // A token of the removed key is now refused everywhere.
      const raw = await api(
        new Request(`${API_URL}/rest/v1/posts?select=slug`, {
          headers: { apikey: t.backend.ctx.keys.publishableKey, Authorization: `Bearer ${before}` },
        }),
      );
      expect(raw.status).toBe(401);
      expect(await raw.json()).toMatchObject({ code: 'PGRST301' });
      const user = await api(
        new Request(`${API_URL}/auth/v1/user`, {
          headers: { apikey: t.backend.ctx.keys.publishableKey, Authorization: `Bearer ${before}` },
        }),
      );
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
    });
  });
});
