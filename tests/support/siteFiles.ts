import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
