import { describe, expect, it } from 'vitest';
import {
  allowsUrl,
  inlineHandlers,
  inlineScripts,
  parsePolicy,
  scriptHash,
  sourcesFor,
} from './contentSecurityPolicy.ts';

const policy = parsePolicy(
  "default-src 'self'; script-src 'self' https://js.stripe.com; img-src 'self' data: https://*.supabase.co; frame-src https://www.google.com; object-src 'none'",
);
const page = 'https://ministerio.example.org';

describe('Content-Security-Policy readers', () => {
  it('falls back to default-src for directives the policy leaves out', () => {
    expect(sourcesFor(policy, 'font-src')).toEqual(["'self'"]);
    expect(sourcesFor(policy, 'object-src')).toEqual(["'none'"]);
  });

  it.each([
    ['script-src', 'https://js.stripe.com/v3/buy-button.js', true],
    ['script-src', 'http://js.stripe.com/v3/buy-button.js', false],
    ['script-src', 'https://evil.example/x.js', false],
    ['script-src', `${page}/_astro/a.js`, true],
    ['img-src', 'https://abcd.supabase.co/storage/v1/object/public/a.png', true],
    ['img-src', 'https://supabase.co.evil.example/a.png', false],
    ['img-src', 'https://supabase.co/a.png', false],
    ['img-src', 'data:image/png;base64,AAAA', true],
    ['frame-src', 'https://www.google.com/maps?q=x&output=embed', true],
    ['frame-src', 'https://maps.google.com/maps?q=x', false],
    ['font-src', 'https://fonts.gstatic.com/a.woff2', false],
  ])('%s allows %s → %s', (directive, url, expected) => {
    expect(allowsUrl(policy, directive, url, page)).toBe(expected);
  });

  it('finds the inline scripts a browser runs, not data blocks or external files', () => {
    const html = `<script>one()</script><script type="module">two()</script>
      <script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>
      <script type="text/javascript">three()</script>`;
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('hashes a script the way browsers compare it', () => {
    // The CSP specification's own example: sha256 of alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('spots inline event handlers', () => {
    expect(inlineHandlers('<img src=x onerror="a()"><button onclick=b()>')).toEqual(['onerror', 'onclick']);
    expect(inlineHandlers('<p>online</p><a data-on="x">')).toEqual([]);
  });
});
