import { callServerFunction } from '../../lib/callServerFunction.ts';
import { unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';
import type { DataExport } from './dataExport.utils.ts';

/** How many runs the record shows: the latest first. */
const RECORD_LENGTH = 10;

/** The latest runs (RLS: admins only), with the email of whoever asked for each. */
export async function exportRecord(): Promise<{ runs: DataExport[]; emails: Map<string, string> }> {
  const runs = await unwrap(
    supabase.from('data_exports').select('*').order('created_at', { ascending: false }).limit(RECORD_LENGTH),
  );
  const ids = [...new Set(runs.flatMap((run) => (run.requested_by ? [run.requested_by] : [])))];
  const users = ids.length > 0 ? await unwrap(supabase.from('users').select('id, email').in('id', ids)) : [];
  return {
    runs,
    emails: new Map(users.flatMap((user) => (user.email ? [[user.id, user.email] as const] : []))),
  };
}

/**
 * Queues a run (data-export's `start`: 409 `export_running` while one is live), then hands it to the
 * background function, which answers 202 at once and writes its progress into the row.
 */
export async function startExport(): Promise<DataExport> {
  const { export: run } = (await callServerFunction('data-export', { action: 'start' })) as {
    export: DataExport;
  };
  await callServerFunction('data-export-background', { id: run.id });
  return run;
}

/** A 10-minute signed URL that downloads the ready ZIP under `fileName` (the bucket is private). */
export const exportDownloadUrl = async (path: string, fileName: string) =>
  (await unwrap(supabase.storage.from('data_exports').createSignedUrl(path, 600, { download: fileName })))
    .signedUrl;
