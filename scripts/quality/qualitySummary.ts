import type { SummaryLine } from '../bench/summary.ts';
import { PERFORMANCE_BUDGET, TARGET_SCORE } from './budgets.ts';
import type { LighthouseReport } from './lighthouse.ts';
import type { RouteMetrics } from './lighthouseMetrics.ts';
import type { RouteWeight } from './pageWeight.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function worst<T>(entries: [string, T][], value: (item: T) => number, highest = true): [string, number] {
  let found: [string, number] = ['', highest ? -Infinity : Infinity];
  for (const [route, item] of entries) {
    const v = value(item);
    if (highest ? v > found[1] : v < found[1]) found = [route, v];
  }
  return found;
}

/** The few figures of the quality gates that the `npm run bench` summary shows. */
export function qualitySummary(
  report: LighthouseReport,
  weights: Record<string, RouteWeight>,
  violations: number,
): SummaryLine[] {
  const routes = Object.entries(report.routes) as [string, RouteMetrics][];
  const area = `Lighthouse móvil (mediana de ${report.runs})`;
  const lines: SummaryLine[] = [];
  const categories = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
  for (const category of categories) {
    const [route, score] = worst(routes, (m) => m[category], false);
    lines.push({
      area,
      measure: `${category}: mínimo de ${routes.length} rutas`,
      value: `${score} (${route})`,
      target: `${TARGET_SCORE}`,
      ok: score >= TARGET_SCORE,
    });
  }
  const perfect = routes.filter(([, m]) => categories.every((c) => m[c] === TARGET_SCORE)).length;
  lines.push({
    area,
    measure: 'rutas con 100 en las cuatro categorías',
    value: `${perfect} de ${routes.length}`,
  });
  const home = report.routes['/'];
  if (home) {
    lines.push({
      area,
      measure: 'inicio: transferido en la primera carga',
      value: kb(home.transferBytes),
      target: '≤ 300 KB',
      ok: home.transferBytes <= 300 * 1024,
    });
  }
  const [lcpRoute, lcp] = worst(routes, (m) => m.lcpMs);
  const [tbtRoute, tbt] = worst(routes, (m) => m.tbtMs);
  const [clsRoute, cls] = worst(routes, (m) => m.cls);
  lines.push(
    {
      area,
      measure: 'LCP máximo',
      value: `${(lcp / 1000).toFixed(2)} s (${lcpRoute})`,
      target: '≤ 2,5 s',
      ok: lcp <= 2500,
    },
    {
      area,
      measure: 'TBT máximo',
      value: `${Math.round(tbt)} ms (${tbtRoute})`,
      target: '≤ 600 ms',
      ok: tbt <= 600,
    },
    {
      area,
      measure: 'CLS máximo',
      value: `${cls.toFixed(3)} (${clsRoute})`,
      target: '≤ 0,1',
      ok: cls <= 0.1,
    },
  );
  const weightEntries = Object.entries(weights);
  const homeWeight = weights['/'];
  const [jsRoute, js] = worst(
    weightEntries.filter(([route]) => route !== '/'),
    (w) => w.jsGzip,
  );
  const [htmlRoute, html] = worst(weightEntries, (w) => w.htmlGzip);
  lines.push(
    ...(homeWeight
      ? [
          {
            area: 'peso (dist)',
            measure: 'inicio: JS antes de interactuar (gzip)',
            value: kb(homeWeight.jsGzip),
            target: '≤ 40 KB',
            ok: homeWeight.jsGzip <= 40 * 1024,
          },
        ]
      : []),
    {
      area: 'peso (dist)',
      measure: 'otras rutas: JS antes de interactuar, máx.',
      value: `${kb(js)} (${jsRoute})`,
      target: '≤ 5 KB',
      ok: js <= 5 * 1024,
    },
    { area: 'peso (dist)', measure: 'HTML gzip máx.', value: `${kb(html)} (${htmlRoute})` },
    { area: 'peso (dist)', measure: 'CSS gzip por página', value: kb(homeWeight?.cssGzip ?? 0) },
    {
      area: 'presupuestos',
      measure: `presupuestos de CI (rendimiento ≥ ${PERFORMANCE_BUDGET}, resto 100, pesos)`,
      value: violations === 0 ? 'todos cumplen' : `${violations} excedido(s)`,
      ok: violations === 0,
    },
  );
  return lines;
}
