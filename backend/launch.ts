import { type Backend, createBackend } from './backend.ts';
import { describeBackend } from './banner.ts';
import type { BackendCliOptions } from './cli.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { seedDatabase } from './db/seed.ts';
import { describeTarget } from './describeTarget.ts';
import { listen, type RunningServer } from './serve.ts';
import { startRetentionJob } from './storage/retention.ts';

/**
 * Opens the database (exiting with a clear message when its folder is in use), seeds demo content when
 * asked (once per database), serves the API and prints its URL, keys and the demo logins.
 */
export async function launchBackend(
  options: BackendCliOptions,
  { siteUrl }: { siteUrl?: string } = {},
): Promise<{ backend: Backend; api: RunningServer }> {
  let backend: Backend;
  try {
    backend = await createBackend({
      target: options.target,
      apiUrl: `http://127.0.0.1:${options.port}`,
      siteUrl,
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (options.seed && (await seedDatabase(backend))) console.log('Datos de demostración cargados.');
  // The daily purge of expired CVs and abandoned uploads that pg_cron runs in production.
  startRetentionJob(backend.db);
  const api = await listen(backend, options.port);
  console.log(
    describeBackend(api.url, backend.ctx.keys, describeTarget(options.target), {
      kid: backend.ctx.signing.signingKid,
      ...backend.signingKeysFile,
    }),
  );
  return { backend, api };
}

/** Closes everything on Ctrl-C or SIGTERM so PGlite flushes and releases its data folder. */
export function closeOnSignal(...closers: Array<() => Promise<void>>): void {
  const shutdown = async () => {
    for (const close of closers) await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
