/** A built page as the audit sees it. */
export interface BuiltPage {
  route: string;
  html: string;
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim();

/**
 * Checks every built page for what search engines and screen readers rely on: lang="es", exactly one h1,
 * a title and a meta description unique across the site, and a canonical link (except on noindex pages).
 * Returns one Spanish line per problem; an empty list means the site passes.
 */
export function auditPages(pages: readonly BuiltPage[]): string[] {
  const problems: string[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { route, html } of pages) {
    if (!/<html[^>]*\blang="es"/.test(html)) problems.push(`${route}: falta lang="es"`);
    const h1 = count(html, /<h1[\s>]/g);
    if (h1 !== 1) problems.push(`${route}: ${h1} elementos h1 (debe haber uno)`);
    const noindex = /<meta name="robots" content="noindex"/.test(html);
    if (!noindex && !/<link rel="canonical" href="[^"]+"/.test(html))
      problems.push(`${route}: falta canonical`);
    const values = {
      title: first(html, /<title>([^<]*)<\/title>/),
      description: first(html, /<meta name="description" content="([^"]*)"/),
    };
    for (const key of ['title', 'description'] as const) {
      const value = values[key];
      if (!value) {
        problems.push(`${route}: falta ${key}`);
        continue;
      }
      const other = seen[key].get(value);
      if (other) problems.push(`${route}: ${key} repetido en ${other}`);
      else seen[key].set(value, route);
    }
    if (values.description && values.description.length > 160) {
      problems.push(`${route}: description de ${values.description.length} caracteres (máx. 160)`);
    }
  }
  return problems;
}
