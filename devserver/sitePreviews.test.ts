import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePolicy, scriptHash } from './contentSecurityPolicy.ts';
import { type LocalSitePreviews, sitePreviews } from './sitePreviews.ts';
import { type SiteServer, serveSite } from './siteServer.ts';

const INLINE = 'document.documentElement.dataset.vista = "previa";';

/** Stands in for the Astro build (its own tests cover it): writes a page that names its assets' prefix. */
async function writePreview(dir: string, assetsPrefix: string) {
  await mkdir(join(dir, 'about'), { recursive: true });
  await writeFile(join(dir, 'index.html'), `<h1>Borrador</h1><script>${INLINE}</script>`);
  await writeFile(
    join(dir, 'about', 'index.html'),
    `<link rel="stylesheet" href="${assetsPrefix}/_astro/a.css">`,
  );
  await mkdir(join(dir, '_astro'));
  await writeFile(join(dir, '_astro', 'a.css'), 'h1{color:navy}');
}

describe('«Vista previa» builds served under /vista-previa/<token>/', () => {
  let parent: string;
  let live: string;
  let clock = 0;
  let previews: LocalSitePreviews;
  let server: SiteServer;
  const builds: string[] = [];
  let failNext = false;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'pv-previews-'));
    live = join(parent, 'live');
    await mkdir(live);
    await writeFile(join(live, 'index.html'), '<h1>Publicado</h1>');
    previews = sitePreviews({
      dir: join(parent, 'previews'),
      now: () => clock,
      ttlMs: 1000,
      buildInto: async (dir, prefix) => {
        builds.push(prefix);
        await writePreview(dir, prefix);
        if (failNext) throw new Error('Este campo es obligatorio. (home: hero.title)');
      },
    });
    server = await serveSite(live, 0, {}, { previews });
  });
  afterAll(async () => {
    await server.close();
    await previews.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('builds into a folder named by an unguessable token and serves it there, framable by the admin only', async () => {
    const preview = await previews.build();
    expect(preview).toEqual({
      url: expect.stringMatching(/^\/vista-previa\/[\w-]{32}\/$/),
      ready: true,
      frameable: true,
    });
    expect(builds.at(-1)).toBe(preview.url.slice(0, -1));
    const response = await fetch(`${server.url}${preview.url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Borrador');
    const policy = parsePolicy(response.headers.get('content-security-policy')!);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toContain(scriptHash(INLINE));
    expect(policy.get('script-src')?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const css = await fetch(`${server.url}${preview.url}_astro/a.css`);
    expect(await css.text()).toBe('h1{color:navy}');
    expect((await fetch(`${server.url}/`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers 404 for a token it never gave, and for paths that try to leave the folder', async () => {
    const made = await previews.build();
    expect((await fetch(`${server.url}/vista-previa/adivinado/`)).status).toBe(404);
    expect((await fetch(`${server.url}/vista-previa/`)).status).toBe(404);
    expect((await fetch(`${server.url}${made.url}..%2f..%2flive/index.html`)).status).toBe(400);
  });

  it('forgets a preview once it expires and removes its folder', async () => {
    const preview = await previews.build();
    const token = preview.url.split('/')[2]!;
    const folder = previews.folderFor(token)!;
    expect(existsSync(folder)).toBe(true);
    clock += 1001;
    expect((await fetch(`${server.url}${preview.url}`)).status).toBe(404);
    await expect.poll(() => existsSync(folder)).toBe(false);
  });

  it('passes a failed build on, leaves nothing behind, and builds the next one', async () => {
    failNext = true;
    await expect(previews.build()).rejects.toThrow('hero.title');
    failNext = false;
    const failedToken = builds.at(-1)!.split('/')[2]!;
    expect(previews.folderFor(failedToken)).toBeUndefined();
    expect(existsSync(join(parent, 'previews', failedToken))).toBe(false);
    expect((await previews.build()).ready).toBe(true);
  });

  it('keeps at most four previews, dropping the oldest', async () => {
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await previews.build());
    const tokens = made.map((preview) => preview.url.split('/')[2]!);
    expect(tokens.map((token) => previews.folderFor(token) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});
