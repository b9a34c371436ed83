import { describe, expect, it } from 'vitest';
import { environmentFor, warmAstroBuilder } from './warmAstroBuild.ts';

describe('environmentFor', () => {
  it('puts the build’s values over the worker’s own and drops what is unset', () => {
    const env = environmentFor(
      { PATH: '/bin', SITE_OUT_DIR: '/old', HOLE: undefined },
      { SITE_OUT_DIR: '/new' },
    );
    expect(env).toEqual({ PATH: '/bin', SITE_OUT_DIR: '/new' });
  });

  it('gives each build only the base and its own values: a preview’s key never reaches the next build', () => {
    const base = { PATH: '/bin' };
    environmentFor(base, { SUPABASE_SECRET_KEY: 'sb_secret_x' });
    expect(environmentFor(base, { SITE_CONTENT_SOURCE: '' })).toEqual({
      PATH: '/bin',
      SITE_CONTENT_SOURCE: '',
    });
  });
});

describe('warmAstroBuilder', () => {
  it('rejects with the reason the build failed, as a fresh `astro build` does', async () => {
    const astro = warmAstroBuilder();
    // Nothing listens on port 9 of the loopback: the content loaders cannot read and the build fails.
    const env = {
      PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9',
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    };
    try {
      await expect(astro.build(env)).rejects.toThrow(
        /astro build falló\nNo se pudieron cargar .+ desde http:\/\/127\.0\.0\.1:9:/,
      );
    } finally {
      await astro.close();
    }
  }, 120_000);
});
