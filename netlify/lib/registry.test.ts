import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from './jobs/registry.ts';
import { mountServerFunctions, serverFunctions } from './registry.ts';

const entries = readdirSync(new URL('../functions', import.meta.url)).map((file) =>
  file.replace(/\.ts$/, ''),
);
// Functions Netlify runs on its own, never called by a browser, are not mounted: deploy-succeeded (named after
// the event), the scheduled send-queued-email (npm start and the e2e setup run the outbox worker instead) and
// the scheduled jobs (netlify/lib/jobs/registry.ts, which npm start runs on their cron).
const EVENT_FUNCTIONS = ['deploy-succeeded', 'send-queued-email', ...scheduledJobs.map((job) => job.name)];
const routes = entries.filter((name) => !EVENT_FUNCTIONS.includes(name));

describe('the server function registry', () => {
  it('has a production entry for every function and registers every entry but the event ones', () => {
    expect(serverFunctions.map((fn) => fn.name).sort()).toEqual(routes.sort());
  });

  it.each(entries)('netlify/functions/%s.ts exports a handler', async (name) => {
    const entry = await import(`../functions/${name}.ts`);
    expect(entry.default).toBeTypeOf('function');
  });

  it('mounts each function at its Netlify path', () => {
    const mounted = mountServerFunctions({
      supabaseUrl: 'http://127.0.0.1:1',
      secretKey: 'key',
      env: {},
    });
    expect(Object.keys(mounted).sort()).toEqual(routes.map((name) => `/.netlify/functions/${name}`).sort());
  });
});
