// Child process of warmAstroBuilder.ts: loads Astro once and builds the public site each time it is asked,
// with the environment of that build (astro.config.mjs and the content loaders read process.env).
import { build } from 'astro';
import { type BuildReply, type BuildRequest, environmentFor } from './warmAstroBuild.ts';

const root = new URL('../', import.meta.url).pathname;
const baseEnv = { ...process.env };

process.on('message', async ({ id, env }: BuildRequest) => {
  const next = environmentFor(baseEnv, env);
  for (const key of Object.keys(process.env)) if (!(key in next)) delete process.env[key];
  Object.assign(process.env, next);
  let reply: BuildReply;
  try {
    await build({ root, logLevel: 'silent' });
    reply = { id, ok: true, rssBytes: process.memoryUsage().rss };
  } catch (error) {
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    reply = { id, ok: false, message };
  }
  process.send?.(reply);
});
process.send?.({ ready: true });
