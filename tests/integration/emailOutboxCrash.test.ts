import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOutboxCrashes, runOutboxCrashes } from '../support/outboxCrashRuns.ts';
import { type OutboxHarness, outboxHarness } from '../support/outboxHarness.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// kill -9 of the outbox worker in the middle of a batch, several times, on PGlite and (with DATABASE_URL)
// PostgreSQL: no email is lost, none is sent twice unless a kill cut its sending off, and such a copy is
// the same message (same Message-ID). OUTBOX_CRASH_KILLS runs more.
const KILLS = Number(process.env.OUTBOX_CRASH_KILLS ?? 5);
// Enough that every run still finds email to send when it is killed.
const EMAILS = Math.max(200, KILLS * 20);

let t: TestBackend;
let o: OutboxHarness;
let api: RunningServer;
beforeAll(async () => {
  t = await startTestBackend();
  o = outboxHarness(t);
  api = await listen(t.backend, 0);
});
afterAll(async () => {
  await api.close();
  await t.close();
});

describe('kill -9 while the outbox worker sends', () => {
  it(`sends every email, each once or with its own Message-ID, over ${KILLS} kills`, async () => {
    const figures = await runOutboxCrashes(
      o,
      { url: api.url, serviceKey: t.backend.ctx.keys.secretKey },
      KILLS,
      EMAILS,
    );
    console.log(`[bandeja de salida] ${describeOutboxCrashes(figures)}`);
    expect(figures).toMatchObject({ emails: EMAILS, sent: EMAILS, lost: 0, unexplained: [] });
    expect(figures.repeatedCopies).toBeLessThanOrEqual(figures.interrupted);
    expect(figures.interrupted).toBeLessThanOrEqual(KILLS * 5);
  }, 300_000);
});
