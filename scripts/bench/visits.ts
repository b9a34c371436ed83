import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '@palabra-viva/local-supabase';
import { createBackend, listen, seedDatabase } from '@palabra-viva/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { Database as Schema } from '#core/database.types.ts';
import { withBenchDatabase } from './benchDatabase.ts';
import { exitOnMissedTargets } from './benchTargets.ts';
import { recordSummary } from './summary.ts';
import { describeVisitLoad, runVisitLoad } from './visitLoad.ts';
import { SEED_SHAPE, seedVisits } from './visitSeed.ts';

// `npm run bench:visits [-- --views 1000000 --per-second 200 --seconds 60 --pg]`: a year of stored views, then
// the Estadísticas screen's five calls (daily totals and four rankings, at once, as an editor through
// the API) for 30, 90 and 365 days, median of 5 (target ≤ 500 ms); then the beacon's call at 200 views/s
// for a sustained minute, every view counted once. PGlite on disk, and PostgreSQL when DATABASE_URL is set
// (--pg: PostgreSQL only).
const { values } = parseArgs({
  options: {
    views: { type: 'string', default: '1000000' },
    'per-second': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    pg: { type: 'boolean', default: false },
  },
});
const VIEWS = Number(values.views);
const PER_SECOND = Number(values['per-second']);
const SECONDS = Number(values.seconds);
const TARGET_MS = 500;
const DIMENSIONS = ['page', 'teaching', 'referrer', 'device'] as const;
const failures: string[] = [];

async function benchTarget(label: string, target: DatabaseTarget): Promise<void> {
  const backend = await createBackend({ target });
  const server = await listen(backend, 0);
  try {
    await seedDatabase(backend);
    const seedStarted = performance.now();
    await seedVisits(backend.db, VIEWS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const { rows } = await backend.db.query<{ daily: number; monthly: number }>(
      `select (select count(*)::int from public.visit_daily_counts) as daily,
              (select count(*)::int from public.visit_monthly_counts) as monthly`,
    );
    console.log(
      `▶ ${label}: ${VIEWS.toLocaleString('es-ES')} visitas guardadas en ${seedSeconds.toFixed(0)} s ` +
        `(${SEED_SHAPE.pages} páginas, ${SEED_SHAPE.referrers} sitios, ${SEED_SHAPE.teachings} enseñanzas; ` +
        `${rows[0]!.daily.toLocaleString('es-ES')} filas de recuentos diarios y ` +
        `${rows[0]!.monthly.toLocaleString('es-ES')} mensuales)`,
    );

    const editor = createClient<Schema>(server.url, backend.ctx.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signIn = await editor.auth.signInWithPassword({
      email: 'editor@example.org',
      password: 'demo-password-123',
    });
    if (signIn.error) throw signIn.error;
    for (const days of [30, 90, 365]) {
      const times: number[] = [];
      for (let run = 0; run < 6; run++) {
        const started = performance.now();
        const answers = await Promise.all([
          editor.rpc('visit_totals', { days }),
          ...DIMENSIONS.map((dimension) => editor.rpc('visit_ranking', { days, dimension })),
        ]);
        const failed = answers.find((answer) => answer.error);
        if (failed) throw failed.error;
        if (run > 0) times.push(performance.now() - started); // the first run warms the caches
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const ok = median <= TARGET_MS;
      console.log(
        `  Estadísticas, ${days} días: mediana ${median.toFixed(0)} ms (máx. ${times.at(-1)!.toFixed(0)})`,
      );
      if (!ok) failures.push(`${label}, ${days} días: ${median.toFixed(0)} ms`);
      recordSummary({
        area: `estadísticas (${label})`,
        measure: `pantalla con ${VIEWS.toLocaleString('es-ES')} visitas, ${days} días`,
        value: `${median.toFixed(0)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        ok,
      });
    }

    const load = await runVisitLoad({
      url: server.url,
      publishableKey: backend.ctx.keys.publishableKey,
      serviceKey: backend.ctx.keys.secretKey,
      perSecond: PER_SECOND,
      seconds: SECONDS,
    });
    const ok = load.lost + load.extra + load.refused + load.otherStatus + load.hungOrFailed === 0;
    console.log(`  Carga ${PER_SECOND}/s durante ${SECONDS} s: ${describeVisitLoad(load)}`);
    if (!ok) failures.push(`${label}, carga: ${describeVisitLoad(load)}`);
    recordSummary({
      area: `estadísticas (${label})`,
      measure: `${PER_SECOND} visitas/s durante ${SECONDS} s`,
      value: describeVisitLoad(load),
      target: '0 perdidas, 0 rechazadas',
      ok,
    });
  } finally {
    await server.close();
    await backend.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pv-bench-visits-'));
try {
  const serverUrl = process.env.DATABASE_URL;
  if (values.pg && !serverUrl) throw new Error('--pg necesita DATABASE_URL.');
  if (!values.pg) await benchTarget('PGlite (disco)', { kind: 'dataDir', dataDir });
  if (serverUrl) {
    await withBenchDatabase(serverUrl, (url) => benchTarget('PostgreSQL', { kind: 'postgres', url }));
  } else {
    console.log('(DATABASE_URL no definida: se omite PostgreSQL)');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
exitOnMissedTargets(failures);
