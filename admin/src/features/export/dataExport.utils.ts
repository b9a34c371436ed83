import type { Tables } from '#core/database.types.ts';
import { exportFileName } from '#core/dataExport.ts';
import { formatFileSize } from '#core/fileSize.ts';
import { formatDateAndClock } from '#core/formatTime.ts';
import type { RunStatus } from '../../components/RunStatusView.tsx';
import { adminMessages } from '../../lib/messages.ts';

export type DataExport = Tables<'data_exports'>;

/**
 * A queued or running run whose row has not moved for this long was left by a process that died: the same
 * 2 minutes start_data_export uses (migration 20261202130000) to fail it when the admin starts again.
 */
export const SILENT_MS = 2 * 60_000;

export type ExportStatus =
  | Exclude<RunStatus, { kind: 'ready' }>
  | { kind: 'ready'; text: string; path: string; fileName: string };

const copy = adminMessages.dataExport;
const count = new Intl.NumberFormat('es-ES');

/** es-ES date and time, in the admin's time zone (or the one given). */
export const dateTime = (value: string, timeZone?: string) =>
  formatDateAndClock(new Date(value), { timeZone, inSentence: true });

/** What the screen shows for the latest run, `now` by the admin's clock. */
export function exportStatus(run: DataExport | null, now: number, timeZone?: string): ExportStatus {
  if (!run) return { kind: 'none', text: copy.none };
  const { state, done, total } = run;
  if (state === 'queued' || state === 'running') {
    if (now - Date.parse(run.updated_at) > SILENT_MS) return { kind: 'failed', text: copy.stale };
    const text =
      state === 'queued'
        ? copy.queued
        : total === null
          ? copy.listing
          : copy.working(count.format(done), count.format(total));
    return { kind: 'working', text, done, total };
  }
  if (state === 'ready' && run.storage_path) {
    const finished = run.finished_at ?? run.updated_at;
    return {
      kind: 'ready',
      path: run.storage_path,
      fileName: exportFileName(finished),
      text: copy.ready(
        count.format(run.tables ?? 0),
        count.format(run.files ?? 0),
        formatFileSize(run.bytes),
        dateTime(finished, timeZone),
      ),
    };
  }
  if (state === 'replaced') return { kind: 'none', text: copy.none };
  return { kind: 'failed', text: run.error ?? copy.failed };
}

/** A run's state as the record lists it; a silent live run reads as failed, as the status does. */
export function stateLabel(run: DataExport, now: number): string {
  const live = run.state === 'queued' || run.state === 'running';
  if (live && now - Date.parse(run.updated_at) > SILENT_MS) return copy.states.failed;
  return copy.states[run.state as keyof typeof copy.states] ?? run.state;
}
