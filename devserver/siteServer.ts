import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { lookup } from 'mrmime';
import { headersForPath, readNetlifyConfig } from './netlifyConfig.ts';
import { resolveSitePath } from './resolveSitePath.ts';

export interface SiteServer {
  url: string;
  /** Points the server at another build folder; requests in flight finish with the old one. */
  setRoot(dir: string): void;
  close(): Promise<void>;
}

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/** Text types go out labelled UTF-8, as Netlify labels them (the build writes UTF-8 only). */
const TEXT_TYPE = /^text\/|^application\/(json|xml)$|\+xml$/;

/** The Content-Type of a built file: mrmime's table (the one Astro's and Vite's own servers use). */
export function contentTypeFor(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream';
  return TEXT_TYPE.test(type) && type !== 'image/svg+xml' ? `${type}; charset=utf-8` : type;
}

/** What Netlify sends when no rule of netlify.toml sets Cache-Control: revalidate every time. */
const NETLIFY_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/** Server functions by path (e.g. /.netlify/functions/manage-staff), as Netlify would mount them. */
export type SiteFunctions = Record<string, (request: Request) => Promise<Response>>;

export interface SiteServerOptions {
  /** The local API's origin, put where netlify.toml's policy names the hosted Supabase project. */
  apiOrigin?: string;
}

/**
 * What Netlify adds to every function request: the visitor's address in x-nf-client-connection-ip
 * (replacing any the caller sent), which the functions' rate limits count by (netlify/lib/publicDoor.ts).
 */
function withClientAddress(request: Request, env: unknown): Request {
  const address = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  const headers = new Headers(request.headers);
  headers.delete('x-nf-client-connection-ip');
  if (address) headers.set('x-nf-client-connection-ip', address);
  return new Request(request, { headers });
}

/**
 * Serves a built site (Astro pages + admin SPA under /admin) the way Netlify will, with the headers of
 * netlify.toml (security headers, Content-Security-Policy, caching), so local runs and browser tests see
 * the production policy. Function responses carry their own headers, as on Netlify.
 */
export async function serveSite(
  root: string,
  port: number,
  functions: SiteFunctions = {},
  options: SiteServerOptions = {},
): Promise<SiteServer> {
  let currentRoot = root;
  const rules = readNetlifyConfig().headers;
  const apiOrigin = options.apiOrigin && new URL(options.apiOrigin).origin;
  const netlifyHeaders = (path: string) => ({
    'Cache-Control': NETLIFY_DEFAULT_CACHE,
    ...headersForPath(rules, path, apiOrigin),
  });
  const app = new Hono();
  for (const [path, handler] of Object.entries(functions))
    app.all(path, (c) => handler(withClientAddress(c.req.raw, c.env)));
  // Netlify's CDN compresses text files; without it here every measurement (Lighthouse, weights) overstates
  // what a visitor downloads. Registered after the functions so their responses pass through untouched.
  app.use('*', compress());
  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const lookup = resolveSitePath(path);
    if (!lookup) return c.text('Solicitud inválida', 400);
    const base = currentRoot;
    for (const file of lookup.candidates) {
      const body = await readIfFile(join(base, file));
      if (body) {
        return c.body(new Uint8Array(body), 200, {
          ...netlifyHeaders(path),
          'Content-Type': contentTypeFor(file),
        });
      }
    }
    const fallback = lookup.fallback && (await readIfFile(join(base, lookup.fallback.file)));
    if (!fallback || !lookup.fallback) return c.text('Página no encontrada', 404);
    return c.body(new Uint8Array(fallback), lookup.fallback.status as 200 | 404, {
      ...netlifyHeaders(path),
      'Content-Type': 'text/html; charset=utf-8',
    });
  });
  const listenOn = (hostname: string) =>
    new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server));
      server.once('error', reject);
    });
  const primary = await listenOn('127.0.0.1');
  const boundPort = (primary.address() as AddressInfo).port;
  // Browsers and fetch may resolve "localhost" to ::1 first; answer there too when the machine has IPv6.
  const secondary = await new Promise<ReturnType<typeof serve> | undefined>((resolve) => {
    const server = serve({ fetch: app.fetch, port: boundPort, hostname: '::1' }, () => resolve(server));
    server.once('error', () => resolve(undefined));
  });
  const servers = secondary ? [primary, secondary] : [primary];
  return {
    url: `http://localhost:${boundPort}`,
    setRoot: (dir) => {
      currentRoot = dir;
    },
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done()))));
    },
  };
}
