import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePrayerLoad, runPrayerLoad } from '../../scripts/bench/prayerLoadRun.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The short form of `npm run bench:prayer`: visitors clicking «Oré por ti» at once over loopback HTTP;
// every request's count must be exactly the visitors who clicked it, with no 5xx.
const VISITORS = Number(process.env.PRAYER_LOAD_VISITORS ?? 10);
const CLICKS = Number(process.env.PRAYER_LOAD_CLICKS ?? 40);
const REQUESTS = Number(process.env.PRAYER_LOAD_REQUESTS ?? 5);

describe('«Oré por ti» under concurrent clicks', () => {
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

  it(`${VISITORS} visitors × ${CLICKS} clicks each over ${REQUESTS} requests: every count exact, no 5xx`, async () => {
    const figures = await runPrayerLoad({
      url: server.url,
      publishableKey: t.backend.ctx.keys.publishableKey,
      serviceKey: t.backend.ctx.keys.secretKey,
      visitors: VISITORS,
      clicksPerVisitor: CLICKS,
      requests: REQUESTS,
      requestTimeoutMs: 10_000,
    });
    console.log(`[oración ${t.backend.db.kind}] ${describePrayerLoad(figures)}`);
    expect(figures).toMatchObject({
      wrongCounts: 0,
      impossibleAnswers: 0,
      serverErrors: 0,
      clientErrors: 0,
      hungOrFailed: 0,
    });
  }, 90_000);
});
