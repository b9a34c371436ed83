import { parseArgs } from 'node:util';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { killHard, startBackendProcess } from './backendProcess.ts';
import { exitOnMissedTargets, forEachBenchTarget } from './benchTargets.ts';
import { describeLoad, type LoadFigures, runLoad } from './loadRun.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:load [-- --clients 50 --submissions 5000 --flood 2000 --pg]`: a backend process on
// loopback, N concurrent visitors sending mixed public forms, then the service role checks that every
// acknowledged submission is stored exactly once. Then a flood far beyond tight admission limits must
// be answered 2xx or 503 within a bound, never 500, never a hang. Exits non-zero when a target is missed.
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    submissions: { type: 'string', default: '5000' },
    flood: { type: 'string', default: '2000' },
    pg: { type: 'boolean', default: false },
  },
});
const clients = Number(values.clients);
const submissions = Number(values.submissions);
const flood = Number(values.flood);
const FLOOD_LIMITS = {
  API_MAX_CONCURRENT: '8',
  API_MAX_QUEUE: '64',
  API_QUEUE_TIMEOUT_MS: '2000',
  API_REQUEST_TIMEOUT_MS: '5000',
};

const keys = await localApiKeys();
const failures: string[] = [];

async function measure(
  label: string,
  env: NodeJS.ProcessEnv,
  n: number,
  total: number,
  target: { args: string[]; env: NodeJS.ProcessEnv },
) {
  const backend = await startBackendProcess(target.args, { ...target.env, ...env });
  try {
    return await runLoad({
      url: backend.url,
      publishableKey: keys.publishableKey,
      serviceKey: keys.secretKey,
      clients: n,
      submissions: total,
      runId: `${label}${Date.now().toString(36)}`,
    });
  } finally {
    await killHard(backend.child);
  }
}

function check(label: string, f: LoadFigures, overload: boolean): void {
  const bad = f.lost + f.duplicated + f.serverErrors + f.clientErrors + f.hungOrFailed;
  const ok = bad === 0 && (overload || f.refused === 0);
  if (!ok) failures.push(`${label}: ${describeLoad(f)}`);
  recordSummary({
    area: 'carga',
    measure: overload
      ? `${label}: ${flood} a la vez contra 8 + 64 en cola`
      : `${label}: ${clients} clientes × ${submissions}`,
    value: describeLoad(f),
    target: overload ? 'solo 2xx/503, 0 colgados' : '0 perdidos, 0 duplicados, 0 5xx',
    ok,
  });
}

await forEachBenchTarget(values.pg, async (label, fresh) => {
  const target = await fresh();
  try {
    const load = await measure('l', {}, clients, submissions, target);
    console.log(`▶ Carga · ${label}: ${describeLoad(load)} · ${load.seconds.toFixed(1)} s`);
    check(`carga ${label}`, load, false);
    const over = await measure('o', FLOOD_LIMITS, flood, flood, target);
    console.log(
      `▶ Sobrecarga · ${label} (límite 8 a la vez + 64 en cola): ${describeLoad(over)} · respuesta más lenta ${Math.round(over.maxMs)} ms`,
    );
    check(`sobrecarga ${label}`, over, true);
  } finally {
    await target.cleanup();
  }
});

exitOnMissedTargets(failures);
