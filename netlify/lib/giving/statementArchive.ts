import type { Tables } from '#core/database.types.ts';
import { statementsOf } from '#core/giving/statement.ts';
import { readMinistry } from '#core/site/ministry.ts';
import { errorCode, errorDetail } from '#core/supabaseError.ts';
import { claimQueuedRow, failRun, updateRunningRow, uploadZip, zipWriter } from '../backgroundRun.ts';
import { Refusal, type ServiceClient } from '../serverFunction.ts';
import { statementPdf } from './statementPdf.ts';
import { statementFileName } from './statementRun.ts';
import { loadYearGifts } from './yearGifts.ts';

/**
 * The year's statements as one ZIP in Storage, built by the background function (a run per row of
 * statement_archives, migration 20251118100000): claimed once, PDFs in batches with a progress write after
 * each, uploaded into the private bucket, then the year's older archives removed (a new one replaces them).
 */

export type StatementArchive = Tables<'statement_archives'>;
export const ARCHIVE_BUCKET = 'statement_archives';
/** Donors per batch: one progress write each, about half a second of PDF work here. */
const BATCH = 100;
/** Netlify stops a background function at 15 minutes: a run stops short of it and says why. */
const TIME_LIMIT_MS = 14 * 60_000;

export const archivePath = (archive: Pick<StatementArchive, 'year' | 'id'>) =>
  `${archive.year}/${archive.id}.zip`;
export const archiveFileName = (year: number) => `certificados-${year}.zip`;

/** Queues a run of the year (the SQL function fails a dead run first); 409 while one is live. */
export async function startStatementArchive(
  service: ServiceClient,
  year: number,
  requester: string,
): Promise<StatementArchive> {
  const { data, error } = await service
    .rpc('start_statement_archive', { archive_year: year, requester })
    .single();
  if (error?.code === '23505')
    throw new Refusal(
      409,
      'archive_running',
      `Ya se está preparando el ZIP de ${year}: espera a que termine.`,
    );
  if (error) throw error;
  return data;
}

/**
 * The year's other archives go: every other file in the year's folder (a run declared dead may still have
 * uploaded one), then the finished rows (a live run's row is never touched).
 */
async function removeOlderArchives(service: ServiceClient, archive: StatementArchive) {
  const bucket = service.storage.from(ARCHIVE_BUCKET);
  const listed = await bucket.list(String(archive.year), { limit: 1000 });
  if (listed.error) throw listed.error;
  const others = listed.data
    .map((object) => `${archive.year}/${object.name}`)
    .filter((path) => path !== archive.storage_path);
  if (others.length > 0) {
    const removed = await bucket.remove(others);
    if (removed.error) throw removed.error;
  }
  const deleted = await service
    .from('statement_archives')
    .delete()
    .eq('year', archive.year)
    .neq('id', archive.id)
    .in('state', ['ready', 'failed']);
  if (deleted.error) throw deleted.error;
}

/** What the admin reads when a run fails; a ZIP over Storage's file limit says which limit to raise. */
export function archiveFailure(error: unknown, bytes?: number): string {
  if (errorCode(error) === 'EntityTooLarge' && bytes)
    return `El ZIP (${Math.ceil(bytes / 1024 / 1024)} MB) supera el tamaño máximo de archivo del almacenamiento: súbelo en la configuración de Storage de Supabase y en el bucket statement_archives (DEPLOY.md).`;
  return `No se pudo preparar el ZIP: ${errorDetail(error)}`.slice(0, 1000);
}

export interface ArchiveRunOptions {
  batch?: number;
  now?: () => number;
}

/**
 * Builds the queued archive `id`. A second call for the same row (Netlify retries a background function
 * that failed to start) finds it claimed and does nothing. Any failure marks the row failed with the
 * reason in Spanish; a run killed outright leaves it silent, and the next request fails it (2 minutes).
 */
export async function buildStatementArchive(
  service: ServiceClient,
  id: string,
  { batch = BATCH, now = Date.now }: ArchiveRunOptions = {},
): Promise<StatementArchive | null> {
  const archive = await claimQueuedRow(service, 'statement_archives', id, new Date(now()));
  if (!archive) return null;
  const started = now();
  let bytes: number | undefined;
  try {
    const statements = statementsOf(await loadYearGifts(service, archive.year), archive.year);
    await updateRunningRow(service, 'statement_archives', id, { total: statements.length });
    const ministry = await readMinistry(service);
    const zip = zipWriter();
    for (let start = 0; start < statements.length; start += batch) {
      if (now() - started > TIME_LIMIT_MS)
        throw new Error(
          'la preparación llegó al límite de 15 minutos que Netlify da a una función en segundo plano',
        );
      const slice = statements.slice(start, start + batch);
      for (const statement of slice)
        zip.file(statementFileName(statement), await statementPdf(statement, ministry));
      await updateRunningRow(service, 'statement_archives', id, { done: start + slice.length });
    }
    const file = zip.finish();
    bytes = file.size;
    const path = archivePath(archive);
    await uploadZip(service, ARCHIVE_BUCKET, path, file);
    const ready = {
      state: 'ready',
      storage_path: path,
      bytes: file.size,
      finished_at: new Date().toISOString(),
    };
    await updateRunningRow(service, 'statement_archives', id, ready);
    await removeOlderArchives(service, { ...archive, ...ready });
    return { ...archive, ...ready, total: statements.length, done: statements.length };
  } catch (error) {
    return failRun(service, 'statement_archives', id, error, () => archiveFailure(error, bytes), new Date());
  }
}
