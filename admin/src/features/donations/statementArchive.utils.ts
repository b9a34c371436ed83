import type { Tables } from '#core/database.types.ts';
import { formatFileSize } from '#core/fileSize.ts';
import { formatDateAndClock } from '#core/formatTime.ts';
import type { RunStatus } from '../../components/RunStatusView.tsx';
import { adminMessages } from '../../lib/messages.ts';

export type StatementArchive = Tables<'statement_archives'>;

/**
 * A queued or running run whose row has not moved for this long was left by a process that died: the same
 * 2 minutes start_statement_archive uses (migration 20251118100000) to fail it when the admin starts again.
 */
export const SILENT_MS = 2 * 60_000;

export type ArchiveStatus =
  | Exclude<RunStatus, { kind: 'ready' }>
  | { kind: 'ready'; text: string; path: string };

const copy = adminMessages.resources.donations.archive;
const count = new Intl.NumberFormat('es-ES');

/** es-ES date and time the archive was finished, in the admin's time zone (or the one given). */
const finishedAt = (value: string, timeZone?: string) =>
  formatDateAndClock(new Date(value), { timeZone, inSentence: true });

/** What the statements screen shows for the year's latest archive run, `now` by the admin's clock. */
export function archiveStatus(
  archive: StatementArchive | null,
  year: number,
  now: number,
  timeZone?: string,
): ArchiveStatus {
  if (!archive) return { kind: 'none', text: copy.none(year) };
  const { state, done, total } = archive;
  if (state === 'queued' || state === 'running') {
    if (now - Date.parse(archive.updated_at) > SILENT_MS) return { kind: 'failed', text: copy.stale };
    const text =
      state === 'queued'
        ? copy.queued
        : total === null
          ? copy.reading(year)
          : copy.working(count.format(done), count.format(total));
    return { kind: 'working', text, done, total };
  }
  if (state === 'ready' && archive.storage_path)
    return {
      kind: 'ready',
      path: archive.storage_path,
      text: copy.ready(
        total ?? 0,
        formatFileSize(archive.bytes),
        finishedAt(archive.finished_at ?? archive.updated_at, timeZone),
      ),
    };
  return { kind: 'failed', text: archive.error ?? copy.failed };
}
