import { parseArgs } from 'node:util';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { exitOnMissedTargets, forEachBenchBackend } from './benchTargets.ts';
import { describePrayerLoad, runPrayerLoad } from './prayerLoadRun.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:prayer [-- --visitors 50 --clicks 2000 --requests 20 --pg]`: a backend process on loopback,
// N visitors clicking «Oré por ti» at once over the wall, each --clicks times; every request's count must be exactly the number
// of visitors who clicked it, with no 5xx. Exits non-zero when a target is missed.
const { values } = parseArgs({
  options: {
    visitors: { type: 'string', default: '50' },
    clicks: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '20' },
    pg: { type: 'boolean', default: false },
  },
});
const keys = await localApiKeys();
const failures: string[] = [];

await forEachBenchBackend(values.pg, async (label, backend) => {
  const figures = await runPrayerLoad({
    url: backend.url,
    publishableKey: keys.publishableKey,
    serviceKey: keys.secretKey,
    visitors: Number(values.visitors),
    clicksPerVisitor: Number(values.clicks),
    requests: Number(values.requests),
  });
  console.log(`▶ «Oré por ti» · ${label}: ${describePrayerLoad(figures)} · ${figures.seconds.toFixed(1)} s`);
  const bad = figures.wrongCounts + figures.impossibleAnswers + figures.serverErrors + figures.clientErrors;
  const ok = bad + figures.hungOrFailed === 0;
  if (!ok) failures.push(`${label}: ${describePrayerLoad(figures)}`);
  recordSummary({
    area: 'carga',
    measure: `«Oré por ti» ${label}: ${values.visitors} visitantes × ${values.clicks} clics cada uno sobre ${values.requests} peticiones`,
    value: describePrayerLoad(figures),
    target: 'cada cuenta exacta, 0 5xx',
    ok,
  });
});

exitOnMissedTargets(failures);
