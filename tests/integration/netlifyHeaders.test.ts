import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployConfig } from '#core/deployConfig.ts';
import { liveEmbedUrl } from '#core/events/youtube.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { allowsUrl, parsePolicy, sourcesFor } from '#devserver/contentSecurityPolicy.ts';
import {
  headersForPath,
  pathMatches,
  readNetlifyConfig,
  SUPABASE_ORIGIN_PATTERN,
} from '#devserver/netlifyConfig.ts';
import { type SiteServer, serveSite } from '#devserver/siteServer.ts';

// netlify.toml is the one source of the headers: these checks hold it to the list, and prove the
// local server (npm start, every e2e run) sends exactly what Netlify will, Supabase origin aside.
const config = readNetlifyConfig();
const API_ORIGIN = 'http://127.0.0.1:54321';
const SITE_ORIGIN = 'https://ministerio.example.org';
const policyText = headersForPath(config.headers, '/')['Content-Security-Policy'] ?? '';
const policy = parsePolicy(policyText);

describe('netlify.toml', () => {
  it('builds site and admin into dist with Node 24 and deploys the functions folder', () => {
    expect(config.build).toMatchObject({
      command: 'npm run build',
      publish: 'dist',
      environment: { NODE_VERSION: '24' },
    });
    expect(config.functionsDirectory).toBe('netlify/functions');
    expect(existsSync('netlify/functions/stripe-webhook.ts')).toBe(true);
  });

  it('rewrites every admin route to the SPA', () => {
    expect(config.redirects).toContainEqual({ from: '/admin/*', to: '/admin/index.html', status: 200 });
  });

  it.each(['/', '/donate/', '/admin/', '/admin/donations', '/404.html', '/_astro/a.js'])(
    'sends every security header on %s',
    (path) => {
      const headers = headersForPath(config.headers, path);
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(headers['Content-Security-Policy']).toBe(policyText);
    },
  );

  it.each([
    ['/_astro/BaseLayout.abc.css', 'public, max-age=31536000, immutable'],
    ['/admin/assets/index-abc.js', 'public, max-age=31536000, immutable'],
    ['/', undefined],
    ['/admin/dashboard', undefined],
  ])('caches %s as %s', (path, cache) => {
    expect(headersForPath(config.headers, path)['Cache-Control']).toBe(cache);
  });

  it('never sets one header twice on a path, so nothing depends on how Netlify merges rules', () => {
    for (const path of ['/', '/_astro/x.js', '/admin/assets/x.js', '/admin/x']) {
      const names = config.headers
        .filter((rule) => pathMatches(rule.for, path))
        .flatMap((rule) => Object.keys(rule.values));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it('has a strict policy: no inline or eval script, no plugins, no framing, own base and forms', () => {
    expect(sourcesFor(policy, 'default-src')).toEqual(["'self'"]);
    expect(sourcesFor(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sourcesFor(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
  });

  it('allows the third parties of the site content and nothing of theirs beyond their role', () => {
    const { contact, social } = siteDefaults;
    expect(allowsUrl(policy, 'script-src', deployConfig.stripeScriptUrl, SITE_ORIGIN)).toBe(true);
    expect(
      allowsUrl(policy, 'frame-src', 'https://js.stripe.com/v3/buy-button-inner.html', SITE_ORIGIN),
    ).toBe(true);
    expect(allowsUrl(policy, 'frame-src', contact.mapEmbedUrl, SITE_ORIGIN)).toBe(true);
    expect(allowsUrl(policy, 'script-src', contact.mapEmbedUrl, SITE_ORIGIN)).toBe(false);
    expect(
      allowsUrl(policy, 'frame-src', liveEmbedUrl(social.liveStream.youtubeChannelId), SITE_ORIGIN),
    ).toBe(true);
    // The cookie-setting player is never framed; its no-cookie twin is.
    expect(allowsUrl(policy, 'frame-src', 'https://www.youtube.com/embed/x', SITE_ORIGIN)).toBe(false);
    expect(allowsUrl(policy, 'frame-src', 'https://evil.example/x', SITE_ORIGIN)).toBe(false);
  });

  it('names every hosted Supabase project for the API and its images, and only https', () => {
    for (const directive of ['connect-src', 'img-src']) {
      expect(sourcesFor(policy, directive)).toContain(SUPABASE_ORIGIN_PATTERN);
      expect(allowsUrl(policy, directive, 'https://abcdefgh.supabase.co/rest/v1/posts', SITE_ORIGIN)).toBe(
        true,
      );
      expect(allowsUrl(policy, directive, 'http://abcdefgh.supabase.co/rest/v1/posts', SITE_ORIGIN)).toBe(
        false,
      );
    }
  });
});

describe('the local site server', () => {
  let root: string;
  let server: SiteServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pv-headers-'));
    for (const [file, text] of [
      ['index.html', '<h1>Inicio</h1>'],
      ['404.html', '<h1>Página no encontrada</h1>'],
      ['admin/index.html', '<div id="root"></div>'],
      ['_astro/a.js', 'export {}'],
      ['admin/assets/b.js', 'export {}'],
    ] as const) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    server = await serveSite(root, 0, {}, { apiOrigin: `${API_ORIGIN}/` });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/', 200],
    ['/admin/donations', 200],
    ['/no-existe', 404],
    ['/_astro/a.js', 200],
    ['/admin/assets/b.js', 200],
  ])('answers %s with netlify.toml headers, its own API in the policy', async (path, status) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(status);
    const expected = headersForPath(config.headers, path, API_ORIGIN);
    for (const [name, value] of Object.entries(expected))
      expect(response.headers.get(name), name).toBe(value);
    const served = parsePolicy(response.headers.get('Content-Security-Policy') ?? '');
    expect(sourcesFor(served, 'connect-src')).toContain(API_ORIGIN);
    expect(sourcesFor(served, 'connect-src')).not.toContain(SUPABASE_ORIGIN_PATTERN);
    // Apart from the Supabase origin, the very same policy as production.
    expect(
      response.headers.get('Content-Security-Policy')?.replaceAll(API_ORIGIN, SUPABASE_ORIGIN_PATTERN),
    ).toBe(policyText);
    const cache = response.headers.get('Cache-Control');
    expect(cache).toBe(expected['Cache-Control'] ?? 'public, max-age=0, must-revalidate');
  });
});
