// npm run bench — every benchmark of the project in sequence, then one summary table. Each bench appends
// its figures to BENCH_SUMMARY_FILE (see summary.ts); a bench that fails is reported and the rest still run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '#devserver/run.ts';
import { formatSummaryTable, readSummary, type SummaryLine } from './summary.ts';

const BENCHES = [
  { script: 'bench:backend', what: 'API local frente a consultas directas' },
  { script: 'bench:site', what: 'peso por ruta y escalado del build' },
  { script: 'bench:search', what: 'búsqueda: tamaño del índice y tecla → resultados con CPU ×4' },
  { script: 'bench:pages', what: 'pesos desde el build y Lighthouse móvil (mediana de 3)' },
  { script: 'bench:admin', what: 'panel: JS inicial y listas de 10.000 posts' },
  { script: 'bench:publish', what: 'de publicar a visible en el sitio' },
  { script: 'bench:site-content', what: 'de publicar un ajuste del sitio a visible' },
  { script: 'bench:uploads', what: 'fotos de 12 MP: comprobar y recodificar' },
  { script: 'bench:statements', what: 'certificados anuales: 5.000 donantes × 12 donaciones' },
  { script: 'bench:fuzz', what: 'fuzzing del parser PostgREST y de los nombres de Storage (forma larga)' },
  { script: 'bench:load', what: '50 clientes × 5.000 envíos y avalancha (forma larga)' },
  { script: 'bench:limits', what: 'límites por cliente: 50 visitantes y un cliente abusivo' },
  { script: 'bench:crash', what: '20 kill -9 durante escrituras (forma larga)' },
  { script: 'bench:visits', what: 'estadísticas: 1.000.000 de visitas y 200 visitas/s (forma larga)' },
];

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;
// Inside `npm run`, npm_execpath is npm's own CLI: call it with this Node, whatever is first on PATH.
const npm = (args: string[], env: NodeJS.ProcessEnv) =>
  process.env.npm_execpath
    ? run(process.execPath, [process.env.npm_execpath, ...args], { env })
    : run('npm', args, { env });

const folder = mkdtempSync(join(tmpdir(), 'pv-bench-all-'));
const summaryFile = join(folder, 'summary.jsonl');
const notes: SummaryLine[] = [];
const started = performance.now();
for (const { script, what } of BENCHES) {
  if (!scripts[script]) {
    notes.push({ area: script, measure: what, value: `omitido: package.json no define "${script}"` });
    continue;
  }
  console.log(`\n▶ npm run ${script} — ${what}`);
  const t0 = performance.now();
  try {
    await npm(['run', '--silent', script], { BENCH_SUMMARY_FILE: summaryFile });
  } catch (error) {
    // The command line is long and says nothing new; keep "terminó con código N".
    const reason = /terminó con .*/.exec((error as Error).message)?.[0] ?? (error as Error).message;
    notes.push({ area: script, measure: 'falló', value: reason, ok: false });
  }
  console.log(`  (${script}: ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}

const lines = [...readSummary(summaryFile), ...notes];
rmSync(folder, { recursive: true, force: true });
console.log(`\nResumen de benchmarks (${((performance.now() - started) / 60_000).toFixed(1)} min)\n`);
console.log(formatSummaryTable(lines));
if (lines.some((line) => line.ok === false)) process.exitCode = 1;
