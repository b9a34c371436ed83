import { parseArgs } from 'node:util';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { exitOnMissedTargets, forEachBenchBackend } from './benchTargets.ts';
import { describeLimits, runLimits } from './limitsRun.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:limits [-- --legitimate 50 --abusive 500 --pg]`: a backend process on loopback (its
// address arrives as the gateway's X-Forwarded-For), 50 visitors sending each public form once and one
// client flooding the contact form from a single address. Prints the legitimate success rate (target
// 100 %), the abuser's 429 count and the rows lost (target 0). Exits non-zero when a target is missed.
const { values } = parseArgs({
  options: {
    legitimate: { type: 'string', default: '50' },
    abusive: { type: 'string', default: '500' },
    pg: { type: 'boolean', default: false },
  },
});
const keys = await localApiKeys();
const failures: string[] = [];

await forEachBenchBackend(values.pg, async (label, backend) => {
  const figures = await runLimits({
    url: backend.url,
    anonKey: keys.publishableKey,
    serviceKey: keys.secretKey,
    legitimate: Number(values.legitimate),
    abusive: Number(values.abusive),
  });
  const ok =
    figures.legitimateStored === figures.legitimateSent &&
    figures.abusiveLimited > 0 &&
    figures.limitedWithRetry === figures.abusiveLimited &&
    figures.lost === 0 &&
    figures.unacknowledgedStored === 0;
  console.log(`▶ Límites · ${label}: ${describeLimits(figures)} · ${figures.seconds.toFixed(1)} s`);
  if (!ok) failures.push(`${label}: ${describeLimits(figures)}`);
  recordSummary({
    area: 'límites',
    measure: `${label}: ${values.legitimate} visitantes + 1 abusivo (${values.abusive} envíos)`,
    value: describeLimits(figures),
    target: 'legítimos 100 %, abusivo cortado con 429, 0 perdidas',
    ok,
  });
});

exitOnMissedTargets(failures);
