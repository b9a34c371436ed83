import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../backend/db/database.ts';
import { buildSite } from './buildSite.ts';
import { rebuildStore } from './rebuildStore.ts';
import { startSiteRebuilder } from './siteRebuilder.ts';
import { type SiteFunctions, type SiteServer, serveSite } from './siteServer.ts';

/** Gitignored, beside Astro's own cache. */
export const LIVE_BUILDS_PARENT = fileURLToPath(new URL('../.astro/builds/', import.meta.url));

export interface LiveSiteOptions {
  db: Queryable;
  supabaseUrl: string;
  publishableKey: string;
  port: number;
  functions?: SiteFunctions;
  /** Where the first full build (site + admin) goes; dist/ by default. */
  outDir?: string;
}

/**
 * `npm start`'s site: builds site + admin once, serves them, then rebuilds the public site aside after
 * each publish and swaps it in. The admin is not rebuilt: every site build links to the first one's admin.
 */
export async function startLiveSite(options: LiveSiteOptions): Promise<SiteServer> {
  const store = rebuildStore(options.db);
  const outDir = options.outDir;
  const adminDir = resolve(outDir ?? 'dist', 'admin');
  const env = {
    supabaseUrl: options.supabaseUrl,
    publishableKey: options.publishableKey,
    port: options.port,
  };
  const lastBuildStartedAt = await store.startBuild((await store.pending())?.lastId);
  try {
    await buildSite({ ...env, outDir });
  } catch (error) {
    await store.failBuild(error instanceof Error ? error.message : String(error));
    throw error;
  }
  await store.finishBuild();
  const site = await serveSite(outDir ?? 'dist', options.port, options.functions, {
    apiOrigin: options.supabaseUrl,
  });

  // Inside the project on purpose: Astro stages an out-of-tree build in the shared .astro/.prerender, so
  // two such builds at once (two servers, a test run) would break each other; in-tree builds stage in
  // their own folder.
  await mkdir(LIVE_BUILDS_PARENT, { recursive: true });
  const buildsDir = await mkdtemp(join(LIVE_BUILDS_PARENT, 'live-'));
  const rebuilder = startSiteRebuilder({
    store,
    buildsDir,
    lastBuildStartedAt,
    swap: site.setRoot,
    async buildInto(dir) {
      // One content cache for all rebuilds (they never overlap): loaders only re-render changed rows.
      await buildSite({ ...env, outDir: dir, cacheDir: join(buildsDir, 'cache'), admin: false });
      await symlink(adminDir, join(dir, 'admin'), 'dir');
    },
  });
  return {
    url: site.url,
    setRoot: site.setRoot,
    async close() {
      await rebuilder.close();
      await site.close();
      await rm(buildsDir, { recursive: true, force: true });
    },
  };
}
