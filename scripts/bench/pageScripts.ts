/**
 * What JavaScript a built page runs before the visitor interacts: inline <script> bodies, module
 * scripts, and every module those import statically (dynamic import() is what waits for interaction).
 * Pure text functions so they are tested without a build.
 */

/** Inline script bodies and external script paths of an HTML page (JSON-LD and other data blocks skipped). */
export function pageScripts(html: string): { inline: string[]; external: string[] } {
  const inline: string[] = [];
  const external: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = /\bsrc="([^"]*)"/i.exec(attributes)?.[1];
    if (src) external.push(src);
    else if (match[2]?.trim()) inline.push(match[2]);
  }
  return { inline, external };
}

/** Relative modules a bundled file imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1]!);
  }
  return [...found];
}
