import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { freePort } from './freePort.ts';
import { LIVE_BUILDS_PARENT } from './liveSite.ts';

export interface RunningProduct {
  siteUrl: string;
  apiUrl: string;
  publishableKey: string;
  secretKey: string;
  /** Everything `npm start` printed so far (build errors, 'Sitio actualizado en …'). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the real product (`scripts/start.ts --memory`) as a child process on free ports with its own
 * output folder, for journeys and benchmarks that must see exactly what `npm start` does. Resolves once
 * the site is served; stop() ends it (SIGTERM, as Ctrl-C would) and removes its folder.
 */
export async function startProduct(startTimeoutMs = 300_000): Promise<RunningProduct> {
  const [port, apiPort] = [await freePort(), await freePort()];
  // In the project (see LIVE_BUILDS_PARENT): out-of-tree Astro builds running at once break each other.
  await mkdir(LIVE_BUILDS_PARENT, { recursive: true });
  const outDir = await mkdtemp(join(LIVE_BUILDS_PARENT, 'product-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts', '--memory'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      // Its own inbox on free ports: never the default ones, nor the one a test run already opened.
      MAIL_PORT: '0',
      MAIL_SMTP_PORT: '0',
      SITE_OUT_DIR: join(outDir, 'site'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(outDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (!output.includes('Panel:')) {
    if (child.exitCode !== null || Date.now() - started > startTimeoutMs) {
      await stop();
      throw new Error(`npm start no arrancó:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const keys = await localApiKeys();
  return {
    siteUrl: `http://localhost:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    output: () => output,
    stop,
  };
}
