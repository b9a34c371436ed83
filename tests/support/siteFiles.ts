import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every file of a built site, as paths relative to its folder. */
export function listFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? listFiles(root, path) : [relative(root, path)];
  });
}

const TEXT = /\.(html|xml|json|txt|js|mjs|css|webmanifest)$/;

/** Text files of a build whose content includes `needle` (drafts must never show up anywhere). */
export function filesContaining(root: string, needle: string): string[] {
  return listFiles(root).filter(
    (file) => TEXT.test(file) && readFileSync(join(root, file), 'utf8').includes(needle),
  );
}

/** What every page needs: one h1, a title, a meta description. */
export function pageBasics(html: string) {
  return {
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
    title: /<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim() ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '',
  };
}

/** Gitignored, beside the live rebuilds (devserver/liveSite.ts). */
const TEST_BUILDS_PARENT = fileURLToPath(new URL('../../.astro/test-builds/', import.meta.url));

/**
 * A fresh folder for one test's site build. It lies inside the project on purpose: Astro stages an
 * out-of-tree build in the project's shared .astro/.prerender, so two such builds at once (two Vitest
 * workers) delete each other's chunks; an in-tree build stages inside its own folder.
 */
export function siteBuildFolder(name: string): string {
  mkdirSync(TEST_BUILDS_PARENT, { recursive: true });
  return mkdtempSync(join(TEST_BUILDS_PARENT, `${name}-`));
}

/** Removes a build made in siteBuildFolder, with the content cache beside it. */
export function removeSiteBuild(dir: string): void {
  for (const path of [dir, `${dir}-cache`]) rmSync(path, { recursive: true, force: true });
}
