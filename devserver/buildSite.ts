import { assertPublishable } from '#core/publicApiKey.ts';
import { runBin } from './run.ts';
import type { WarmAstroBuilder } from './warmAstroBuild.ts';

/** Which halves to build: both by default; benchmarks time one alone, the quality gates need no admin. */
export interface SiteParts {
  /** The public site (Astro) into outDir. */
  site?: boolean;
  /** The admin SPA (Vite) into outDir/admin. */
  admin?: boolean;
}

export interface SiteBuildEnv extends SiteParts {
  supabaseUrl: string;
  publishableKey: string;
  /** Absolute output folder; dist/ when omitted. */
  outDir?: string;
  /** Content cache folder; `${outDir}-cache` when omitted (rebuilds of one server share one). */
  cacheDir?: string;
  /** The port the site will be served on, for its canonical and og: URLs (astro.config's `site`). */
  port?: number;
  /**
   * «Vista previa»: the site content staff are still editing (site_content_drafts over site_content),
   * read with the service key, which only this server-side build holds; assets under `assetsPrefix`.
   */
  drafts?: { secretKey: string; assetsPrefix: string };
  /** Builds the site in this warm process instead of a fresh `astro build` (npm start's rebuilds). */
  astro?: WarmAstroBuilder;
}

/**
 * Builds the public site (Astro, reading content from the API with the publishable key) into dist/ and
 * then the admin SPA into dist/admin/. Only the public URL and that key reach the bundles, as
 * PUBLIC_SUPABASE_PUBLISHABLE_KEY whichever variable it was given in (core/publicApiKey.ts).
 */
export async function buildSite({
  supabaseUrl,
  publishableKey,
  outDir,
  cacheDir,
  port,
  drafts,
  site = true,
  admin = true,
  astro,
}: SiteBuildEnv): Promise<void> {
  assertPublishable(publishableKey, 'La clave del sitio');
  const env = {
    PUBLIC_SUPABASE_URL: supabaseUrl,
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: publishableKey,
    SITE_OUT_DIR: outDir ?? '',
    // Beside the output, never inside it (it would be published) nor shared with another build.
    SITE_CACHE_DIR: cacheDir ?? (outDir ? `${outDir}-cache` : ''),
    ...(port ? { PORT: String(port) } : {}),
    // Set for a preview only, and emptied otherwise: a published build must never read drafts, whatever
    // the shell that started npm start holds.
    SITE_CONTENT_SOURCE: drafts ? 'drafts' : '',
    SUPABASE_SECRET_KEY: drafts?.secretKey ?? '',
    SITE_ASSETS_PREFIX: drafts?.assetsPrefix ?? '',
  };
  if (site && astro) await astro.build(env);
  else if (site) await runBin('node_modules/astro/bin/astro.mjs', ['build', '--silent'], { env });
  if (!admin) return;
  await runBin(
    'node_modules/vite/bin/vite.js',
    ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    { env },
  );
}
