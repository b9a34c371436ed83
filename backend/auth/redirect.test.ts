import { describe, expect, it } from 'vitest';
import { isRedirectAllowed, referrerFor } from './redirect.ts';

const POLICY = {
  siteUrl: 'https://palabraviva.org',
  additionalRedirectUrls: ['https://*.netlify.app/**', 'https://panel.example.org/admin/*'],
};

describe('isRedirectAllowed', () => {
  it.each([
    ['https://palabraviva.org/admin/restablecer', true],
    ['https://palabraviva.org:8443/x', false],
    ['http://palabraviva.org/x', false],
    ['https://evil.example/admin', false],
    ['http://127.0.0.1:9999/admin', true],
    ['http://localhost:1234/x', false],
    ['https://rama--sitio.netlify.app/admin/x/y', true],
    ['https://a.b.netlify.app/admin', false],
    ['https://panel.example.org/admin/invitacion', true],
    ['https://panel.example.org/admin/a/b', false],
    ['https://panel.example.org/admin/invitacion#frag', true],
    ['https://2130706433/x', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['no es una url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isRedirectAllowed(POLICY, url)).toBe(allowed);
  });

  it('lets loopback sites be reached on any port, as native apps need', () => {
    const local = { siteUrl: 'http://127.0.0.1:4321', additionalRedirectUrls: [] };
    expect(isRedirectAllowed(local, 'http://127.0.0.1:5555/admin')).toBe(true);
    expect(isRedirectAllowed(local, 'http://localhost:4321/admin')).toBe(false);
  });
});

describe('referrerFor', () => {
  const request = (headers: Record<string, string>, query: Record<string, string> = {}) => ({
    header: (name: string) => headers[name],
    query: (name: string) => query[name],
  });

  it.each([
    [{}, {}, 'https://palabraviva.org'],
    [{}, { redirect_to: 'https://palabraviva.org/admin' }, 'https://palabraviva.org/admin'],
    [
      { redirect_to: 'https://palabraviva.org/h' },
      { redirect_to: 'https://palabraviva.org/q' },
      'https://palabraviva.org/h',
    ],
    [
      { redirect_to: 'https://evil.example' },
      { redirect_to: 'https://palabraviva.org/q' },
      'https://palabraviva.org',
    ],
    [
      { Referer: 'https://palabraviva.org/donde' },
      { redirect_to: 'https://evil.example' },
      'https://palabraviva.org/donde',
    ],
  ])('headers %j query %j → %s', (headers, query, expected) => {
    expect(referrerFor(POLICY, request(headers, query))).toBe(expected);
  });
});
