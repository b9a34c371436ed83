import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLoad, runLoad } from '../../scripts/bench/loadRun.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The short form of `npm run bench:load`: concurrent visitors over loopback HTTP, then every acknowledged
// submission must be stored exactly once and nothing may fail.
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 10);
const SUBMISSIONS = Number(process.env.LOAD_SUBMISSIONS ?? 300);

describe('mixed public forms under concurrent load', () => {
  let t: TestBackend;
  let server: RunningServer;
  beforeAll(async () => {
    t = await startTestBackend();
    server = await listen(t.backend, 0);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it(`${CLIENTS} clients × ${SUBMISSIONS} submissions: none lost, none duplicated, no 5xx`, async () => {
    const figures = await runLoad({
      url: server.url,
      publishableKey: t.backend.ctx.keys.publishableKey,
      serviceKey: t.backend.ctx.keys.secretKey,
      clients: CLIENTS,
      submissions: SUBMISSIONS,
      requestTimeoutMs: 10_000,
    });
    console.log(`[carga ${t.backend.db.kind}] ${describeLoad(figures)}`);
    expect(figures).toMatchObject({
      acknowledged: SUBMISSIONS,
      refused: 0,
      serverErrors: 0,
      clientErrors: 0,
      hungOrFailed: 0,
      lost: 0,
      duplicated: 0,
      unacknowledgedStored: 0,
    });
  }, 90_000);
});
