import { readFileSync } from 'node:fs';
import { parse as parseToml, type TomlTable } from 'smol-toml';

/** netlify.toml at the repository root: the one place headers and redirects are written. */
export const NETLIFY_TOML = new URL('../netlify.toml', import.meta.url);

/**
 * How netlify.toml names the Supabase API in the Content-Security-Policy. Hosted projects all live under
 * it; the local server puts its own API origin (http://127.0.0.1:54321) in its place.
 */
export const SUPABASE_ORIGIN_PATTERN = 'https://*.supabase.co';

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}
export interface NetlifyConfig {
  headers: HeaderRule[];
  redirects: RedirectRule[];
  build: Record<string, unknown>;
  functionsDirectory: string | undefined;
}

const tables = (value: unknown): TomlTable[] => (Array.isArray(value) ? value : []);
const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`netlify.toml: falta ${what}`);
  return value;
};

export function parseNetlifyConfig(source: string): NetlifyConfig {
  const toml = parseToml(source);
  const headers = tables(toml.headers).map((rule) => ({
    for: text(rule.for, 'for en [[headers]]'),
    values: Object.fromEntries(
      Object.entries((rule.values ?? {}) as TomlTable).map(([name, value]) => [name, text(value, name)]),
    ),
  }));
  const redirects = tables(toml.redirects).map((rule) => ({
    from: text(rule.from, 'from en [[redirects]]'),
    to: text(rule.to, 'to en [[redirects]]'),
    status: typeof rule.status === 'number' ? rule.status : 301,
  }));
  const functions = (toml.functions ?? {}) as TomlTable;
  return {
    headers,
    redirects,
    build: (toml.build ?? {}) as Record<string, unknown>,
    functionsDirectory: typeof functions.directory === 'string' ? functions.directory : undefined,
  };
}

export function readNetlifyConfig(): NetlifyConfig {
  return parseNetlifyConfig(readFileSync(NETLIFY_TOML, 'utf8'));
}

/** Netlify's path patterns: literal paths where `*` (a splat) matches the rest, slashes included. */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The headers Netlify sends for a path: every matching rule, in file order. `apiOrigin` replaces the
 * Supabase pattern in the policy when serving locally.
 */
export function headersForPath(
  rules: HeaderRule[],
  path: string,
  apiOrigin?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.for, path)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      headers[name] = apiOrigin ? value.replaceAll(SUPABASE_ORIGIN_PATTERN, apiOrigin) : value;
    }
  }
  return headers;
}
