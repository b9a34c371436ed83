import { formatDateAndClock } from '#core/formatTime.ts';
import { adminMessages } from './messages.ts';

export interface SiteBuildStatus {
  state: string;
  last_built_at: string | null;
  last_error: string | null;
}

export interface SiteBuildSummary {
  tone: 'ok' | 'busy' | 'error';
  headline: string;
  detail?: string;
}

const text = adminMessages.siteBuild;

/** es-ES date and time of the last build, in the staff member's time zone (or the one given). */
export function formatBuildTime(value: string, timeZone?: string): string {
  return formatDateAndClock(new Date(value), { timeZone, inSentence: true });
}

/** What the admin says about the live site: building, failed (with the error) or when it was last built. */
export function summarizeSiteBuild(
  status: SiteBuildStatus,
  pendingRequests: number,
  timeZone?: string,
): SiteBuildSummary {
  const last = status.last_built_at
    ? text.lastBuilt(formatBuildTime(status.last_built_at, timeZone))
    : text.neverBuilt;
  if (status.state === 'building') return { tone: 'busy', headline: text.building, detail: last };
  if (status.state === 'failed') {
    return {
      tone: 'error',
      headline: text.failed,
      detail: `${status.last_error ?? ''}\n${text.failedKeepsLast} ${last}`.trim(),
    };
  }
  if (pendingRequests > 0) return { tone: 'busy', headline: text.pending, detail: last };
  return { tone: 'ok', headline: last };
}
