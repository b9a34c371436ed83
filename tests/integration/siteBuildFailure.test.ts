import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import { removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';

// A broken API must never publish an empty site: the build stops and says which source failed and why.
describe('a backend that answers with errors', () => {
  it('fails the build with a message naming the source and the reason', async () => {
    const failing = serve({
      fetch: () =>
        Response.json(
          { code: 'XX000', message: 'base de datos caída', details: null, hint: null },
          { status: 500 },
        ),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => failing.once('listening', resolve));
    const address = failing.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const failedOut = siteBuildFolder('fail');
    try {
      await expect(
        buildSite({ supabaseUrl: url, publishableKey: 'clave-anonima', outDir: failedOut }),
      ).rejects.toThrow(
        new RegExp(`No se pudieron cargar los [a-zñáéíóú ]+ desde ${url}: base de datos caída`),
      );
    } finally {
      failing.close();
      removeSiteBuild(failedOut);
    }
  }, 120_000);
});
