import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@palabra-viva/local-supabase';
import { createBackend, listen, seedDatabase } from '@palabra-viva/local-supabase';
import { mountServerFunctions } from '../netlify/lib/registry.ts';
import { buildSite, type SiteParts } from './buildSite.ts';
import { freePort } from './freePort.ts';
import { type SiteFunctions, serveSite, type VisitorAddress } from './siteServer.ts';

const mountRegistry = ({ apiUrl, secretKey }: DemoApi) =>
  mountServerFunctions({ supabaseUrl: apiUrl, secretKey });

/** The running demo API, as server functions and test clients need it. */
export interface DemoApi {
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
}

/** A build folder being served. */
export interface ServedBuild {
  siteUrl: string;
  /** The build folder (what dist/ would hold). */
  outDir: string;
  close(): Promise<void>;
}

export interface DemoSite extends DemoApi, ServedBuild {
  /** How long the build took, in milliseconds (benchmarks report it). */
  buildMs: number;
}

export interface DemoSiteOptions extends SiteParts {
  /** Adds to the demo content before the build, as the database owner (benchmarks add thousands of posts). */
  addContent?: (db: Database) => Promise<void>;
  /** Server functions to mount beside the site, as Netlify would; netlify/lib/registry.ts's by default. */
  functions?: (api: DemoApi) => SiteFunctions;
  /** Whose address a function request counts against (devserver/siteServer.ts); the connection's by default. */
  visitorAddress?: VisitorAddress;
}

/**
 * The product with its demo content, the one recipe every test run, benchmark and screenshot uses: an
 * in-memory backend seeded with the demo accounts and content, the site (and admin) built against it into
 * a temporary folder, both served on free loopback ports under netlify.toml's headers. The backend stays
 * up while the site is served (islands and the admin write to it).
 */
export async function startDemoSite(options: DemoSiteOptions = {}): Promise<DemoSite> {
  const port = await freePort();
  const backend = await createBackend({ target: { kind: 'memory' }, apiUrl: `http://127.0.0.1:${port}` });
  const server = await listen(backend, port);
  const outDir = mkdtempSync(join(tmpdir(), 'pv-demo-site-'));
  const closers: Array<() => Promise<void>> = [
    async () => rmSync(outDir, { recursive: true, force: true }),
    async () => rmSync(`${outDir}-cache`, { recursive: true, force: true }),
    backend.close,
    server.close,
  ];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer();
  };
  const api: DemoApi = {
    apiUrl: server.url,
    publishableKey: backend.ctx.keys.publishableKey,
    secretKey: backend.ctx.keys.secretKey,
  };
  try {
    await seedDatabase(backend);
    await options.addContent?.(backend.db);
    const started = performance.now();
    await buildSite({
      supabaseUrl: api.apiUrl,
      publishableKey: api.publishableKey,
      outDir,
      site: options.site,
      admin: options.admin,
    });
    const buildMs = performance.now() - started;
    // Served under the policy naming this API, as npm start does; otherwise its images are blocked.
    const functions = options.functions ?? mountRegistry;
    const site = await serveSite(outDir, 0, functions(api), {
      apiOrigin: api.apiUrl,
      visitorAddress: options.visitorAddress,
    });
    closers.push(site.close);
    return { ...api, siteUrl: site.url, outDir, buildMs, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Serves a build that already exists (dist/, or --site/--dist of the quality and screenshot tools) under
 * the policy naming the API it was built against, as npm start does.
 */
export async function serveBuildFolder(outDir: string): Promise<ServedBuild> {
  const apiOrigin = process.env.PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321';
  const site = await serveSite(outDir, 0, {}, { apiOrigin });
  return { siteUrl: site.url, outDir, close: site.close };
}
