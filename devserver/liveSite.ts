import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '@palabra-viva/local-supabase';
import { buildSite } from './buildSite.ts';
import { rebuildStore } from './rebuildStore.ts';
import { type LocalSitePreviews, sitePreviews } from './sitePreviews.ts';
import { startSiteRebuilder } from './siteRebuilder.ts';
import { type SiteFunctions, type SiteServer, serveSite } from './siteServer.ts';
import { warmAstroBuilder } from './warmAstroBuild.ts';

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
  /** «Vista previa» builds to serve under /vista-previa/ (startDraftPreviews). */
  previews?: LocalSitePreviews;
}

/**
 * `npm start`'s «Vista previa»: the public site built with the drafts (SITE_CONTENT_SOURCE=drafts and the
 * service key, given to this server-side build only) into folders beside the live builds, one content
 * cache for all previews and never the live site's.
 */
export async function startDraftPreviews(env: {
  supabaseUrl: string;
  publishableKey: string;
  secretKey: string;
  port: number;
}): Promise<LocalSitePreviews> {
  await mkdir(LIVE_BUILDS_PARENT, { recursive: true });
  const dir = await mkdtemp(join(LIVE_BUILDS_PARENT, 'previews-'));
  // Its own warm process: a preview may be asked for while the live site rebuilds.
  const astro = warmAstroBuilder();
  const previews = sitePreviews({
    dir,
    buildInto: (outDir, assetsPrefix) =>
      buildSite({
        supabaseUrl: env.supabaseUrl,
        publishableKey: env.publishableKey,
        port: env.port,
        outDir,
        cacheDir: join(dir, 'cache'),
        admin: false,
        drafts: { secretKey: env.secretKey, assetsPrefix },
        astro,
      }),
  });
  return {
    ...previews,
    async close() {
      await previews.close();
      await astro.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
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
    // The first build loads Astro in a process that stays up, so every rebuild after a publish is warm.
    astro: warmAstroBuilder(),
  };
  const lastBuildStartedAt = await store.startBuild((await store.pending())?.lastId);
  try {
    await buildSite({ ...env, outDir });
  } catch (error) {
    await store.failBuild(error instanceof Error ? error.message : String(error));
    await env.astro.close();
    throw error;
  }
  await store.finishBuild();
  const site = await serveSite(outDir ?? 'dist', options.port, options.functions, {
    apiOrigin: options.supabaseUrl,
    previews: options.previews,
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
      await env.astro.close();
      await options.previews?.close();
      await site.close();
      await rm(buildsDir, { recursive: true, force: true });
    },
  };
}
