import { runBin } from './run.ts';

export interface SiteBuildEnv {
  supabaseUrl: string;
  anonKey: string;
  /** Absolute output folder; dist/ when omitted. */
  outDir?: string;
  /** Content cache folder; `${outDir}-cache` when omitted (rebuilds of one server share one). */
  cacheDir?: string;
  /** Also build the admin SPA into outDir/admin (default); benchmarks time the site alone. */
  admin?: boolean;
}

/**
 * Builds the public site (Astro, reading content from the API with the anon key) into dist/ and then
 * the admin SPA into dist/admin/. Only the public URL and anon key reach the bundles.
 */
export async function buildSite({
  supabaseUrl,
  anonKey,
  outDir,
  cacheDir,
  admin = true,
}: SiteBuildEnv): Promise<void> {
  const env = {
    PUBLIC_SUPABASE_URL: supabaseUrl,
    PUBLIC_SUPABASE_ANON_KEY: anonKey,
    SITE_OUT_DIR: outDir ?? '',
    // Beside the output, never inside it (it would be published) nor shared with another build.
    SITE_CACHE_DIR: cacheDir ?? (outDir ? `${outDir}-cache` : ''),
  };
  await runBin('node_modules/astro/bin/astro.mjs', ['build', '--silent'], { env });
  if (!admin) return;
  await runBin(
    'node_modules/vite/bin/vite.js',
    ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    {
      env,
    },
  );
}
