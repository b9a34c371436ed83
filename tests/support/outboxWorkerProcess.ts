// The outbox worker as its own process, for tests that kill it (outboxCrashRuns.ts): it sends the
// queue of the API at OUTBOX_API_URL to the SMTP port MAIL_SMTP_PORT with short leases, until killed.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { startOutboxWorker } from '../../netlify/lib/mail/outboxRunner.ts';
import { outboxStore } from '../../netlify/lib/mail/outboxStore.ts';
import { inboxSetup } from './outboxHarness.ts';

const service = createClient<Database>(process.env.OUTBOX_API_URL!, process.env.OUTBOX_SERVICE_KEY!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
startOutboxWorker(
  { store: outboxStore(service), setup: inboxSetup(100_000) },
  {
    intervalMs: 50,
    drain: { batchSize: 5, leaseSeconds: Number(process.env.OUTBOX_LEASE_SECONDS), sendTimeoutMs: 500 },
    log: (line) => console.error(line),
  },
);
console.log('trabajando');
