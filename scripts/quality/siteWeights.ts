import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteWeight, weighPage } from './pageWeights.ts';
import { PUBLIC_ROUTES, routeHtmlFile } from './routes.ts';

/** Weighs every public route of a build folder (dist/ or a temporary build). */
export function weighSite(siteDir: string): Record<string, RouteWeight> {
  const read = (sitePath: string) => {
    const file = join(siteDir, decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  };
  const weights: Record<string, RouteWeight> = {};
  for (const route of PUBLIC_ROUTES) {
    weights[route] = weighPage(readFileSync(routeHtmlFile(siteDir, route), 'utf8'), read);
  }
  return weights;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The weights as a Markdown table. */
export function formatWeightTable(weights: Record<string, RouteWeight>): string {
  const lines = [
    '| ruta | HTML gzip | CSS gzip | JS antes de interactuar (gzip) | imágenes | fuentes |',
    '|---|---|---|---|---|---|',
  ];
  for (const [route, w] of Object.entries(weights)) {
    lines.push(
      `| ${route} | ${kb(w.htmlGzip)} | ${kb(w.cssGzip)} | ${kb(w.jsGzip)} | ${kb(w.imageBytes)} | ${kb(w.fontBytes)} |`,
    );
  }
  return lines.join('\n');
}
