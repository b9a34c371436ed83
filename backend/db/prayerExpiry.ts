import type { Database } from './database.ts';

/** pg_cron's schedule for the job in production (migration 20251110000100): every 15 minutes. */
const EVERY_MS = 15 * 60 * 1000;

/** What private.expire_prayer_requests() does in production, run by the local stack: requests off the wall. */
export async function expirePrayerRequests(db: Database): Promise<number> {
  const { rows } = await db.query<{ expired: number }>('select private.expire_prayer_requests() as expired');
  return Number(rows[0]?.expired ?? 0);
}

/** Runs the expiry at start and then as pg_cron would while the local backend runs; failures are logged. */
export function startPrayerExpiryJob(db: Database, everyMs = EVERY_MS): () => void {
  const run = () =>
    expirePrayerRequests(db).catch((error: unknown) => console.error('[oración] caducidad del muro:', error));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
