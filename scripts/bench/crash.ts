import { parseArgs } from 'node:util';
import { exitOnMissedTargets, forEachBenchTarget } from './benchTargets.ts';
import { describeCrashes, runCrashes } from './crashRuns.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:crash [-- --runs 20 --pg]`: kill -9 the backend at random moments while visitors write
// rows and upload photos, restart it, and check every acknowledged write survived exactly once and the
// API was ready again within 5 s. PGlite, and PostgreSQL when DATABASE_URL is set (only it with --pg).
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, pg: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const READY_MS = 5000;
const failures: string[] = [];

await forEachBenchTarget(values.pg, async (label, fresh) => {
  const target = await fresh();
  try {
    const figures = await runCrashes(target, runs);
    console.log(`▶ Caídas · ${label}: ${describeCrashes(figures)}`);
    const ok =
      figures.lostRows + figures.duplicatedRows + figures.lostObjects === 0 &&
      figures.maxRestartMs < READY_MS;
    if (!ok) failures.push(describeCrashes(figures));
    recordSummary({
      area: 'caídas',
      measure: `${runs} × kill -9 · ${label}`,
      value: describeCrashes(figures),
      target: '0 perdidos, listo < 5 s',
      ok,
    });
  } finally {
    await target.cleanup();
  }
});

exitOnMissedTargets(failures);
