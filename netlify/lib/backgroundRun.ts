import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Tables } from '#core/database.types.ts';
import type { ServiceClient } from './serverFunction.ts';

// What the two long runs of a background function share (the data export and the year's statement
// archive): a row that says how the run goes, which a newer run may take over, and a ZIP built in memory.

/** Thrown when the row is no longer this run's (declared dead and replaced): stop without writing. */
export class Superseded extends Error {}

/** The tables that record a background run: a `state` that is 'running' while this run owns the row. */
type RunTable = 'data_exports' | 'statement_archives';

/** Writes to this run's row while it is running; a row taken from it (failed as dead) stops the run. */
export async function updateRunningRow<T extends RunTable>(
  service: ServiceClient,
  table: T,
  id: string,
  fields: Partial<Tables<T>>,
) {
  const { data, error } = await service
    .from(table as 'data_exports')
    .update(fields as Partial<Tables<'data_exports'>>)
    .eq('id', id)
    .eq('state', 'running')
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Superseded();
}

/** Takes the queued row `id` for this run ('running' from `startedAt`); null when another run has it. */
export async function claimQueuedRow<T extends RunTable>(
  service: ServiceClient,
  table: T,
  id: string,
  startedAt: Date,
): Promise<Tables<T> | null> {
  const claimed = await service
    .from(table as 'data_exports')
    .update({ state: 'running', started_at: startedAt.toISOString() })
    .eq('id', id)
    .eq('state', 'queued')
    .select()
    .maybeSingle();
  if (claimed.error) throw claimed.error;
  return claimed.data as Tables<T> | null;
}

/**
 * What a run does when it fails: nothing if it was superseded (answers null), else it marks its row
 * failed with `reason` (best effort: the run is dying anyway) and throws the error on.
 */
export async function failRun(
  service: ServiceClient,
  table: RunTable,
  id: string,
  error: unknown,
  reason: () => string,
  finishedAt: Date,
): Promise<null> {
  if (error instanceof Superseded) return null;
  await updateRunningRow(service, table, id, {
    state: 'failed',
    error: reason(),
    finished_at: finishedAt.toISOString(),
  }).catch(() => undefined);
  throw error;
}

/** Puts a run's finished ZIP at `path` of `bucket` (replacing an earlier one there). */
export async function uploadZip(service: ServiceClient, bucket: string, path: string, file: Blob) {
  const uploaded = await service.storage
    .from(bucket)
    .upload(path, file, { contentType: 'application/zip', upsert: true });
  if (uploaded.error) throw uploaded.error;
}

/**
 * A ZIP written entry by entry: text compressed, files stored as they are (photos and PDFs are compressed
 * already; pdf-lib compresses its streams).
 */
export function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const add = (entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    zip.add(entry);
    entry.push(bytes, true);
  };
  return {
    text: (name: string, text: string) => add(new ZipDeflate(name, { level: 6 }), strToU8(text)),
    file: (name: string, bytes: Uint8Array) => add(new ZipPassThrough(name), bytes),
    finish(): Blob {
      zip.end();
      if (failure) throw failure;
      return new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: 'application/zip' });
    },
  };
}
