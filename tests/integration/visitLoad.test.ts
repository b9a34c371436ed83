import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeVisitLoad, runVisitLoad } from '../../scripts/bench/visitLoad.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The short form of `npm run bench:visits`' load: the beacon's call at 200 views a second over loopback
// HTTP, each from its own address; every view must be answered 204 and counted once. What is checked is
// that none is lost, not the pace: on a shared machine the views queue, so the local server's admission
// queue waits up to two minutes here (its 10 s default is about overload, which bench:load covers).
const PER_SECOND = Number(process.env.VISIT_LOAD_PER_SECOND ?? 200);
const SECONDS = Number(process.env.VISIT_LOAD_SECONDS ?? 2);
const PATIENCE_MS = 120_000;

describe('page views under load', () => {
  let t: TestBackend;
  let server: RunningServer;
  beforeAll(async () => {
    // Read once, when the backend is made; restored after the file for the next file in this worker.
    vi.stubEnv('API_QUEUE_TIMEOUT_MS', String(PATIENCE_MS));
    vi.stubEnv('API_REQUEST_TIMEOUT_MS', String(PATIENCE_MS));
    t = await startTestBackend();
    server = await listen(t.backend, 0);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
    await t.close();
  });

  it(
    `${PER_SECOND} views/s for ${SECONDS} s: all recorded, none lost, none refused`,
    async () => {
      const figures = await runVisitLoad({
        url: server.url,
        publishableKey: t.backend.ctx.keys.publishableKey,
        serviceKey: t.backend.ctx.keys.secretKey,
        perSecond: PER_SECOND,
        seconds: SECONDS,
        requestTimeoutMs: PATIENCE_MS,
      });
      console.log(`[visitas ${t.backend.db.kind}] ${describeVisitLoad(figures)}`);
      expect(figures).toMatchObject({
        sent: PER_SECOND * SECONDS,
        acknowledged: PER_SECOND * SECONDS,
        stored: PER_SECOND * SECONDS,
        refused: 0,
        otherStatus: 0,
        otherStatuses: {},
        hungOrFailed: 0,
        lost: 0,
        extra: 0,
      });
    },
    3 * PATIENCE_MS,
  );
});
