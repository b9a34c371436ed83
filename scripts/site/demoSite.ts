import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../backend/backend.ts';
import { seedDatabase } from '../../backend/db/seed.ts';
import { listen } from '../../backend/serve.ts';
import { mountServerFunctions } from '../../netlify/lib/registry.ts';
import { buildSite } from '../lib/buildSite.ts';
import { serveSite } from './siteServer.ts';

export interface DemoSite {
  siteUrl: string;
  apiUrl: string;
  serviceRoleKey: string;
  outDir: string;
  close(): Promise<void>;
}

/**
 * The product with its demo content, for looking at it (screenshots): an in-memory backend seeded with
 * the demo accounts and content, the site and admin built against it into a temporary folder, both
 * served on free loopback ports. Same recipe as the e2e global setup.
 */
export async function startDemoSite(): Promise<DemoSite> {
  // The seed stores public URLs of its images, so the backend must know its address before seeding.
  const port = await freePort();
  const backend = await createBackend({ target: { kind: 'memory' }, apiUrl: `http://127.0.0.1:${port}` });
  const api = await listen(backend, port);
  await seedDatabase(backend);
  const outDir = mkdtempSync(join(tmpdir(), 'pv-demo-site-'));
  await buildSite({ supabaseUrl: api.url, anonKey: backend.ctx.keys.anonKey, outDir });
  const site = await serveSite(
    outDir,
    0,
    mountServerFunctions({ supabaseUrl: api.url, serviceRoleKey: backend.ctx.keys.serviceRoleKey }),
    { apiOrigin: api.url },
  );
  return {
    siteUrl: site.url,
    apiUrl: api.url,
    serviceRoleKey: backend.ctx.keys.serviceRoleKey,
    outDir,
    async close() {
      await site.close();
      await api.close();
      await backend.close();
      for (const dir of [outDir, `${outDir}-cache`]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
