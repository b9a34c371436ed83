/** Static imports of a built ES module: what the browser fetches with it before running it. */
const STATIC_IMPORT = /(?:^|[;\s}{)])import\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g;
const EXPORT_FROM = /(?:^|[;\s}{)])export\s*[\w*{}\s,$]+?\s*from\s*["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  const found = [...code.matchAll(STATIC_IMPORT), ...code.matchAll(EXPORT_FROM)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(found.filter(Boolean))];
}

/** Site path of an import specifier relative to the module that holds it. */
export function resolveImport(fromPath: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  return new URL(specifier, `http://site${fromPath}`).pathname;
}

/**
 * Every script a page loads before interaction: its entries plus everything they import statically,
 * transitively (dynamic import() is left out: that code waits for the visitor).
 */
export function scriptClosure(
  entries: readonly string[],
  read: (path: string) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => new URL(entry, 'http://site/').pathname);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const code = read(path);
    if (code === undefined) continue;
    seen.add(path);
    for (const specifier of staticImports(code)) {
      const resolved = resolveImport(path, specifier);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}

/** Island code Astro loads without waiting for the visitor (client:load, client:idle, client:visible). */
export function eagerIslandScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const client = /\bclient="([^"]+)"/.exec(tag)?.[1];
    if (!client || !['load', 'idle', 'visible', 'media'].includes(client)) continue;
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) scripts.push(url);
    }
  }
  return scripts;
}
