import { createHash } from 'node:crypto';

/**
 * Small readers of a Content-Security-Policy, for tests that check the policy in netlify.toml against
 * what the pages really contain (inline scripts, third-party origins of the site content).
 */
export type Policy = Map<string, string[]>;

export function parsePolicy(value: string): Policy {
  const policy: Policy = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources that govern a fetch directive, falling back to default-src as browsers do. */
export function sourcesFor(policy: Policy, directive: string): string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? [];
}

/** Whether a host source such as `https://*.supabase.co` or `https://js.stripe.com` matches a URL. */
function hostSourceMatches(source: string, url: URL): boolean {
  const match = /^(https?:)\/\/(\*\.)?([^/:]+)(?::(\d+))?/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme !== url.protocol) return false;
  if (port ? port !== url.port : url.port !== '') return false;
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
}

/** Whether the policy lets a page at `pageOrigin` load `url` under `directive`. */
export function allowsUrl(policy: Policy, directive: string, url: string, pageOrigin: string): boolean {
  const target = new URL(url);
  return sourcesFor(policy, directive).some((source) => {
    if (source === "'self'") return target.origin === pageOrigin;
    if (/^[a-z]+:$/.test(source)) return target.protocol === source;
    return hostSourceMatches(source, target);
  });
}

/** `'sha256-…'` of a script's text, the form a policy lists it in. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Inline scripts a browser would run: `<script>` without src whose type is absent, JavaScript or module.
 * JSON-LD and other data blocks never run, so the policy does not apply to them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** Inline event handler attributes (onclick=…): a hash cannot allow those, so pages must have none. */
export function inlineHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1] ?? '');
}
