import { localApiKeys } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendProcess, killHard, startBackendProcess } from '../../scripts/bench/backendProcess.ts';
import { describeLoad, runLoad } from '../../scripts/bench/loadRun.ts';
import type { ProcessTarget } from '../../scripts/bench/processTarget.ts';
import { testProcessTarget } from '../support/testProcessTarget.ts';

// A backend process with tight admission limits (2 at once, 4 waiting for at most 1 s, 5 s per request),
// so a flood far beyond capacity is cheap to produce. A separate process, because clients and server
// sharing one event loop would throttle the flood before it reached the gate. The gate is this narrow
// because on a quiet machine 4 + 16 drained 300 quick inserts as fast as they arrived: nothing was refused.
const LIMITS = {
  API_MAX_CONCURRENT: '2',
  API_MAX_QUEUE: '4',
  API_QUEUE_TIMEOUT_MS: '1000',
  API_REQUEST_TIMEOUT_MS: '5000',
};
const FLOOD = 300;
// A request unanswered after this long counts as hung. End to end it includes the wait for the kernel and
// both event loops to take up hundreds of simultaneous connections, which on a saturated machine can
// take many seconds; the server's own bounds (queue wait, request limit) are unit-tested in withAdmission.
const HUNG_MS = 45_000;

describe('a flood far beyond the admission limits', () => {
  let target: ProcessTarget;
  let backend: BackendProcess;
  let keys: Awaited<ReturnType<typeof localApiKeys>>;
  beforeAll(async () => {
    keys = await localApiKeys();
    target = await testProcessTarget();
    backend = await startBackendProcess(target.args, { ...target.env, ...LIMITS });
  }, 60_000);
  afterAll(async () => {
    if (backend) await killHard(backend.child);
    await target?.cleanup();
  });

  it(`${FLOOD} simultaneous submissions: each answered 2xx or 503, none hung, none lost`, async () => {
    const figures = await runLoad({
      url: backend.url,
      publishableKey: keys.publishableKey,
      serviceKey: keys.secretKey,
      clients: FLOOD,
      submissions: FLOOD,
      requestTimeoutMs: HUNG_MS,
    });
    console.log(`[sobrecarga ${target.kind}] ${describeLoad(figures)} · máx ${Math.round(figures.maxMs)} ms`);
    expect(figures).toMatchObject({
      serverErrors: 0,
      clientErrors: 0,
      hungOrFailed: 0,
      lost: 0,
      duplicated: 0,
    });
    expect(figures.refused).toBeGreaterThan(0);
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.acknowledged + figures.refused).toBe(FLOOD);
  }, 120_000);

  it('keeps answering health checks and normal traffic once the flood is over', async () => {
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const response = await fetch(`${backend.url}/rest/v1/prayer_requests`, {
      method: 'POST',
      headers: {
        apikey: keys.publishableKey,
        Authorization: `Bearer ${keys.publishableKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Después de la ola',
        request_text: 'Gracias.',
        is_public: false,
        is_prayed_for: false,
      }),
    });
    expect(response.status).toBe(201);
  });
});
