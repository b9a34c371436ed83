import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../backend/backend.ts';
import { seedDatabase } from '../../backend/db/seed.ts';
import { listen } from '../../backend/serve.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import { buildSite } from '../lib/buildSite.ts';
import { serveSite } from '../site/siteServer.ts';

export interface BuiltSite {
  /** Base URL of the served site, e.g. http://localhost:40123 */
  url: string;
  /** Folder holding the build (what dist/ would hold). */
  dir: string;
  close(): Promise<void>;
}

/**
 * The public site as `npm start` serves it: an in-memory backend with the demo content, the site built
 * from it into a temporary folder, and the same static server. The admin is not built: no public route
 * needs it. The backend stays up while the site is served (islands write to it).
 */
export async function startBuiltSite(): Promise<BuiltSite> {
  // The seed stores absolute image URLs, so the API must know its own port before seeding.
  const port = await freePort();
  const backend = await createBackend({ target: { kind: 'memory' }, apiUrl: `http://127.0.0.1:${port}` });
  await seedDatabase(backend);
  const api = await listen(backend, port);
  const dir = mkdtempSync(join(tmpdir(), 'pv-quality-site-'));
  const cleanup = async () => {
    await api.close();
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-cache`, { recursive: true, force: true });
  };
  try {
    await buildSite({ supabaseUrl: api.url, anonKey: backend.ctx.keys.anonKey, outDir: dir, admin: false });
  } catch (error) {
    await cleanup();
    throw error;
  }
  // Served under netlify.toml's policy naming this API, as npm start does; otherwise images are blocked.
  const site = await serveSite(
    dir,
    0,
    mountServerFunctions({ supabaseUrl: api.url, serviceRoleKey: backend.ctx.keys.serviceRoleKey }),
    { apiOrigin: api.url },
  );
  return {
    url: site.url,
    dir,
    close: async () => {
      await site.close();
      await cleanup();
    },
  };
}

/** A loopback port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
