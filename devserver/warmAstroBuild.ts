import { type ChildProcess, fork } from 'node:child_process';

// `npm start` rebuilds the public site after every publish. A fresh `astro build` process spends a third of
// its time loading Astro, Vite and the config before it reads a row (measured: 27–35 s cold against 13–18 s
// warm on the same loaded machine). A worker that stays up keeps all that loaded between builds.

export interface BuildRequest {
  id: number;
  env: Record<string, string>;
}
export type BuildReply =
  | { id: number; ok: true; rssBytes: number }
  | { id: number; ok: false; message: string };

/** Builds the public site in a process that stays warm between builds; one build at a time. */
export interface WarmAstroBuilder {
  build(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A worker that grows past this after a build is replaced before the next one: Astro and Vite keep a
 * little of each build (about 100 MB per build at first, measured), and `npm start` may run for days.
 */
const RECYCLE_AT_BYTES = 1.5 * 1024 ** 3;

/** The worker's environment for one build: its own, with the build's values over it. */
export function environmentFor(
  base: NodeJS.ProcessEnv,
  overrides: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined) env[key] = value;
  return { ...env, ...overrides };
}

export function warmAstroBuilder(): WarmAstroBuilder {
  let worker: ChildProcess | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    worker?.kill();
    worker = undefined;
  };

  const start = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(new URL('./astroBuildWorker.ts', import.meta.url).pathname, [], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`El proceso de build terminó al arrancar (${code}).`)));
    });

  const buildOnce = async (env: Record<string, string>) => {
    if (!worker) {
      const started = await start();
      started.once('exit', () => {
        if (worker === started) worker = undefined;
      });
      worker = started;
    }
    const child = worker;
    const id = nextId++;
    const reply = await new Promise<BuildReply>((resolve) => {
      const onExit = (code: number | null, signal: string | null) =>
        resolve({ id, ok: false, message: `El proceso de build terminó (${signal ?? code}).` });
      child.once('exit', onExit);
      child.on('message', function onReply(message: BuildReply) {
        if (message.id !== id) return;
        child.off('message', onReply);
        child.off('exit', onExit);
        resolve(message);
      });
      child.send({ id, env } satisfies BuildRequest);
    });
    // A failed build may leave Astro half torn down: the next one starts from a fresh process.
    if (!reply.ok || reply.rssBytes > RECYCLE_AT_BYTES) stop();
    if (!reply.ok) throw new Error(`astro build falló\n${reply.message}`);
  };

  return {
    build(env) {
      const built = queue.then(() => buildOnce(env));
      queue = built.catch(() => undefined);
      return built;
    },
    async close() {
      await queue;
      stop();
    },
  };
}
