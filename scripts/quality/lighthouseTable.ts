import { markdownTable } from '../lib/markdownTable.ts';
import type { RouteMetrics } from './lighthouseMetrics.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The Lighthouse report as a Markdown table (pastes into BENCHMARKS.md as is). */
export function formatLighthouseTable(routes: Record<string, RouteMetrics>): string {
  return markdownTable(
    ['ruta', 'rend.', 'accesib.', 'buenas prácticas', 'SEO', 'LCP', 'CLS', 'TBT', 'transferido', 'JS'],
    Object.entries(routes).map(([route, m]) => [
      route,
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      `${(m.lcpMs / 1000).toFixed(2)} s`,
      m.cls.toFixed(3),
      `${Math.round(m.tbtMs)} ms`,
      kb(m.transferBytes),
      kb(m.scriptBytes),
    ]),
  );
}
