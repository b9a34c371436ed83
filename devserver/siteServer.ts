import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { lookup } from 'mrmime';
import { inlineScripts, scriptHash } from './contentSecurityPolicy.ts';
import { headersForPath, readNetlifyConfig } from './netlifyConfig.ts';
import { resolveSitePath } from './resolveSitePath.ts';
import { type LocalSitePreviews, PREVIEW_PREFIX } from './sitePreviews.ts';

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
  /** «Vista previa» builds, served under /vista-previa/<token>/ (devserver/sitePreviews.ts). */
  previews?: Pick<LocalSitePreviews, 'folderFor'>;
  /**
   * The visitor's address Netlify would hand a function: the connection's by default. The browser journeys
   * pass forwardedVisitorAddress, so each journey stands for a visitor of its own although every request
   * comes from 127.0.0.1 (tests/e2e/support/fixtures.ts); `npm start` never does.
   */
  visitorAddress?: VisitorAddress;
}

/** The address a function request counts against, from the request and its connection's address. */
export type VisitorAddress = (request: Request, connectionAddress: string | undefined) => string | undefined;

/** The connection's address, as Netlify's edge sees it. */
const connectionVisitorAddress: VisitorAddress = (_request, connectionAddress) => connectionAddress;

/**
 * The first X-Forwarded-For entry, else the connection's: the address a local harness names for the visitor
 * it stands for, as the local API's rate limits read it (supabase/migrations: private.request_address).
 */
export const forwardedVisitorAddress: VisitorAddress = (request, connectionAddress) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || connectionAddress;

/**
 * A preview page's headers: the site's own for that page, except that the admin (same origin) may show it
 * in a frame, no cache keeps it and no search engine lists it. Its inline scripts are allowed by their own
 * hashes (a preview's assets live under another prefix, so its inline modules are not the live site's).
 */
export function previewHeaders(siteHeaders: Record<string, string>, html?: string): Record<string, string> {
  let policy = siteHeaders['Content-Security-Policy'];
  if (policy) {
    policy = policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'");
    if (html !== undefined) {
      const hashes = [...new Set(inlineScripts(html).map(scriptHash))].join(' ');
      policy = policy.replace(/(script-src[^;]*?)(?:\s*'sha256-[^']*')+/, `$1 ${hashes}`);
    }
  }
  return {
    ...siteHeaders,
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
    'X-Frame-Options': 'SAMEORIGIN',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/**
 * What Netlify adds to every function request: the visitor's address in x-nf-client-connection-ip
 * (replacing any the caller sent), which the functions' rate limits count by (netlify/lib/publicDoor.ts).
 */
function withClientAddress(request: Request, env: unknown, visitorAddress: VisitorAddress): Request {
  const connection = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  const address = visitorAddress(request, connection);
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
  const visitorAddress = options.visitorAddress ?? connectionVisitorAddress;
  const netlifyHeaders = (path: string) => ({
    'Cache-Control': NETLIFY_DEFAULT_CACHE,
    ...headersForPath(rules, path, apiOrigin),
  });
  const app = new Hono();
  for (const [path, handler] of Object.entries(functions))
    app.all(path, (c) => handler(withClientAddress(c.req.raw, c.env, visitorAddress)));
  // Netlify's CDN compresses text files; without it here every measurement (Lighthouse, weights) overstates
  // what a visitor downloads. Registered after the functions so their responses pass through untouched.
  app.use('*', compress());
  /** Answers `path` from the build in `base`, with `headers` for what the site serves at `path`. */
  const answer = async (
    base: string,
    path: string,
    /** `page`: the body, when it is an HTML page. */
    headers: (path: string, page?: Buffer) => Record<string, string>,
  ): Promise<Response> => {
    const lookup = resolveSitePath(path);
    if (!lookup) return new Response('Solicitud inválida', { status: 400 });
    for (const file of lookup.candidates) {
      const body = await readIfFile(join(base, file));
      if (!body) continue;
      const type = contentTypeFor(file);
      const page = type.startsWith('text/html') ? body : undefined;
      return new Response(new Uint8Array(body), {
        headers: { ...headers(path, page), 'Content-Type': type },
      });
    }
    const fallback = lookup.fallback && (await readIfFile(join(base, lookup.fallback.file)));
    if (!fallback || !lookup.fallback) return new Response('Página no encontrada', { status: 404 });
    return new Response(new Uint8Array(fallback), {
      status: lookup.fallback.status,
      headers: { ...headers(path, fallback), 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
  app.get(`${PREVIEW_PREFIX}*`, async (c) => {
    const [token = '', ...rest] = new URL(c.req.url).pathname.slice(PREVIEW_PREFIX.length).split('/');
    const folder = options.previews?.folderFor(token);
    if (!folder) return c.text('Esta vista previa caducó: pide otra desde el panel.', 404);
    return answer(folder, `/${rest.join('/')}`, (path, page) =>
      previewHeaders(netlifyHeaders(path), page?.toString('utf8')),
    );
  });
  app.get('*', (c) => answer(currentRoot, new URL(c.req.url).pathname, netlifyHeaders));
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
