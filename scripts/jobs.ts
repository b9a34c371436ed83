import {
  createBackend,
  DataDirInUseError,
  listen,
  localApiKeys,
  parseBackendArgs,
} from '@palabra-viva/local-supabase';
import { findJob, scheduledJobs } from '../netlify/lib/jobs/registry.ts';
import { runJob, siteUrlFrom } from '../netlify/lib/jobs/runJob.ts';

// `npm run jobs` lists the product's scheduled jobs; `npm run jobs -- <name>` runs one now against the local
// product (docs/design.md §9), through its API with the local secret key, as production's scheduled function
// does, and prints what it did. When `npm start` is not running, it opens the same database itself for the
// run (what it queues is sent when the product next starts: the outbox keeps it).
const [name, ...rest] = process.argv.slice(2);
if (!name) {
  console.log('Trabajos programados (cron en UTC; `npm run jobs -- <nombre>` ejecuta uno ahora):\n');
  for (const job of scheduledJobs)
    console.log(`  ${job.name.padEnd(18)} ${job.schedule.padEnd(14)} ${job.description}`);
  process.exit(0);
}
const job = findJob(name);
if (!job) {
  console.error(
    `No hay ningún trabajo «${name}». Los trabajos: ${scheduledJobs.map((j) => j.name).join(', ')}.`,
  );
  process.exit(2);
}

const options = parseBackendArgs(rest);
const keys = await localApiKeys();
const runningApi = process.env.SUPABASE_URL || `http://127.0.0.1:${options.port}`;
let supabaseUrl = runningApi;
let closeOwn: (() => Promise<void>) | undefined;
if (!(await answers(runningApi))) {
  console.log(`La API local no responde en ${runningApi}: abro la base de datos para esta ejecución.`);
  try {
    const backend = await createBackend({ target: options.target, apiUrl: 'http://127.0.0.1' });
    const api = await listen(backend, 0);
    supabaseUrl = api.url;
    closeOwn = async () => {
      await api.close();
      await backend.close();
    };
  } catch (error) {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  }
}

const siteUrl = siteUrlFrom(process.env, `http://localhost:${process.env.PORT ?? 4321}`);
let failed = false;
try {
  const report = await runJob(job, { supabaseUrl, secretKey: keys.secretKey, env: process.env, siteUrl });
  for (const line of report.lines) console.log(`[${job.name}] ${line}`);
} catch (error) {
  failed = true;
  console.error(`[${job.name}] falló:`, error instanceof Error ? error.message : error);
} finally {
  await closeOwn?.();
}
process.exit(failed ? 1 : 0);

async function answers(apiUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
