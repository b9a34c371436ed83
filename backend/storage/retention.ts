import type { Database } from '../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the production job (private.purge_expired_uploads, pg_cron + pg_net) does, for the local stack and
 * in the same order: first the applications whose CV went on an earlier run are forgotten, then the same
 * SQL picks the files past retention and they are deleted as the storage admin (their bytes go with their
 * rows here; in production Storage deletes them after the job's transaction). Returns the counts.
 */
export async function purgeExpiredUploads(db: Database): Promise<{ files: number; applications: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ forgotten: number }>(
      'select private.forget_applications_past_retention() as forgotten',
    );
    const { rows: due } = await tx.query<{ bucket_id: string; name: string }>(
      'select bucket_id, name from private.uploads_past_retention()',
    );
    await tx.query(`select set_config('role', 'supabase_storage_admin', true)`);
    for (const file of due) {
      await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [
        file.bucket_id,
        file.name,
      ]);
    }
    return { files: due.length, applications: Number(rows[0]?.forgotten ?? 0) };
  });
}

/** Runs the purge at start and then daily while the local backend runs; a failure is logged, not fatal. */
export function startRetentionJob(db: Database, everyMs = DAY_MS): () => void {
  const run = () =>
    purgeExpiredUploads(db).catch((error: unknown) => console.error('[storage] purga de retención:', error));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
