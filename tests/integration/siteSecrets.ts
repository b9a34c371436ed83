import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiKeys } from '@palabra-viva/local-supabase';
import {
  DEMO_JWT_SECRET,
  loadSigningKeys,
  readSupabaseConfig,
  signingKeysPathFrom,
} from '@palabra-viva/local-supabase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowsUrl,
  inlineHandlers,
  inlineScripts,
  parsePolicy,
  scriptHash,
  sourcesFor,
} from '#devserver/contentSecurityPolicy.ts';
import { headersForPath, readNetlifyConfig } from '#devserver/netlifyConfig.ts';
import { listFiles } from '../support/siteFiles.ts';

/** Server-only secrets, with values that stand out: none may reach a published file. */
const SENTINELS = {
  SUPABASE_SERVICE_ROLE_KEY: 'centinela-service-role-key-7f3a9c',
  SUPABASE_SECRET_KEY: 'sb_secret_centinela0secret0key0f6b2',
  JWT_SECRET: 'centinela-jwt-secret-with-at-least-32-characters-2b8e',
  SUPABASE_JWT_SECRET: 'centinela-supabase-jwt-secret-5d1c',
  NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/centinela0hook0id0e4f',
  STRIPE_SECRET_KEY: 'sk_test_centinela0stripe0secret0a1b',
  STRIPE_WEBHOOK_SECRET: 'whsec_centinela0webhook0secret0c2d',
};

/**
 * Runs a build with every server-only secret present in the environment it inherits (as on Netlify,
 * where the same site holds them for its functions), then restores the environment.
 */
export async function withSecretsInEnvironment(build: () => Promise<void>): Promise<void> {
  const saved: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(SENTINELS)) {
    saved[name] = process.env[name];
    process.env[name] = value; // the build's child processes inherit this environment
  }
  try {
    await build();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Checks over a finished build of site + admin made by withSecretsInEnvironment (run by siteBuild.test.ts
 * on its build, so the slow build happens once): no secret reaches a published file, and the policy of
 * netlify.toml fits the built pages.
 */
export function describeSecretsKeptOut(outDir: () => string, keys: () => ApiKeys): void {
  let files: Array<{ path: string; text: string }> = [];
  beforeAll(() => {
    // Every file, binary ones too (latin1 keeps each byte, so an ASCII secret is found wherever it sits).
    files = listFiles(outDir()).map((path) => ({ path, text: readFileSync(join(outDir(), path), 'latin1') }));
  });

  const containing = (needle: string) =>
    files.filter((file) => file.text.includes(needle)).map((f) => f.path);

  describe('the built site and admin', () => {
    it('hold the public pieces they need (the scan sees what a leak would look like)', () => {
      expect(files.length).toBeGreaterThan(30);
      expect(containing(keys().publishableKey).some((path) => path.startsWith('admin/'))).toBe(true);
    });

    it.each(Object.entries(SENTINELS))('contain no %s', (_, secret) => {
      expect(containing(secret)).toEqual([]);
    });

    it('contain neither the local service key nor the demo JWT secret it is signed with', () => {
      expect(containing(keys().secretKey)).toEqual([]);
      expect(containing(keys().serviceRoleKey)).toEqual([]);
      expect(containing(DEMO_JWT_SECRET)).toEqual([]);
      expect(containing('service_role')).toEqual([]);
    });

    it('contain no secret key of any project (sb_secret_…) and, of the public keys, only the publishable one', () => {
      // supabase-js itself holds the bare prefix (it tells key kinds apart); a key has characters after it.
      const secretKey = /sb_secret_[A-Za-z0-9_-]{8,}/;
      expect(files.filter((file) => secretKey.test(file.text)).map((file) => file.path)).toEqual([]);
      expect(containing(keys().anonKey)).toEqual([]);
    });

    it('contain no private part of the signing keys', () => {
      const path = signingKeysPathFrom(readSupabaseConfig());
      const privateParts = path ? loadSigningKeys(path).keys.map((key) => String(key.d)) : [];
      expect(privateParts.length).toBeGreaterThan(0);
      for (const part of privateParts) expect(containing(part)).toEqual([]);
    });
  });

  describe('the Content-Security-Policy against the built pages', () => {
    const policy = parsePolicy(
      headersForPath(readNetlifyConfig().headers, '/')['Content-Security-Policy'] ?? '',
    );
    const pages = () => files.filter((file) => file.path.endsWith('.html'));

    it('allows every inline script of every page by its hash (the message names a missing one)', () => {
      const allowed = new Set(sourcesFor(policy, 'script-src'));
      const missing = pages().flatMap((page) =>
        inlineScripts(Buffer.from(page.text, 'latin1').toString('utf8'))
          .map(scriptHash)
          .filter((hash) => !allowed.has(hash))
          .map((hash) => `${page.path}: añade ${hash} a script-src en netlify.toml`),
      );
      expect([...new Set(missing)]).toEqual([]);
    });

    it('lists no script hash that no page uses any more', () => {
      const used = new Set(
        pages().flatMap((page) =>
          inlineScripts(Buffer.from(page.text, 'latin1').toString('utf8')).map(scriptHash),
        ),
      );
      const stale = sourcesFor(policy, 'script-src').filter(
        (source) => source.startsWith("'sha") && !used.has(source),
      );
      expect(stale).toEqual([]);
    });

    it('finds no inline event handler attribute, which no hash could allow', () => {
      expect(
        pages()
          .filter((page) => inlineHandlers(page.text).length > 0)
          .map((page) => page.path),
      ).toEqual([]);
    });

    it('loads every external script and stylesheet from the site itself', () => {
      const site = 'https://sitio.example.org';
      for (const page of pages()) {
        for (const [, src] of page.text.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g))
          expect(
            allowsUrl(policy, 'script-src', new URL(src ?? '', site).href, site),
            `${page.path} ${src}`,
          ).toBe(true);
      }
    });
  });
}
