import { parseTeachingRef } from '#core/visits/teachingRef.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.analytics;

export const PERIODS = [30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];
export type Dimension = 'page' | 'teaching' | 'referrer' | 'device';

/** The period of the `dias` search parameter; 30 days for anything else. */
export function periodFrom(value: string | null): Period {
  return PERIODS.find((period) => String(period) === value) ?? 30;
}

export interface DayTotals {
  day: string;
  views: number;
  visitors: number;
}

/** The period's views and the sum of each day's unique visitors (the hash changes every day). */
export function periodTotals(days: readonly DayTotals[]): { views: number; visitors: number } {
  return days.reduce(
    (sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }),
    { views: 0, visitors: 0 },
  );
}

export interface RankingRow {
  key: string;
  /** What the chart and the table show for the value. */
  label: string;
  /** A second line (a teaching's type). */
  detail?: string;
  hits: number;
  /** Part of the ranking's total, 0 to 1. */
  share: number;
}

/** A path as visitors read it (/eventos/reunión rather than /eventos/reuni%C3%B3n). */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function labelOf(
  dimension: Dimension,
  value: string,
  title: string | null,
): Omit<RankingRow, 'hits' | 'share'> {
  if (dimension === 'page') return { key: value, label: readablePath(value) };
  if (dimension === 'device') {
    return { key: value, label: copy.devices[value as keyof typeof copy.devices] ?? value };
  }
  if (dimension === 'teaching') {
    const type = parseTeachingRef(value)?.type;
    return { key: value, label: title ?? copy.deletedTeaching, detail: type && copy.teachingTypes[type] };
  }
  return { key: value, label: value };
}

/** The rows of visit_ranking with Spanish labels and each row's share of the ranking. */
export function rankingRows(
  dimension: Dimension,
  rows: readonly { value: string; hits: number; title: string | null }[],
): RankingRow[] {
  const total = rows.reduce((sum, row) => sum + row.hits, 0);
  return rows.map((row) => ({
    ...labelOf(dimension, row.value, row.title),
    hits: row.hits,
    share: total > 0 ? row.hits / total : 0,
  }));
}

const SHORT_DAY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });

/** '2026-11-03' → '3 nov' (short) or 'martes, 3 de noviembre de 2026' (long). A date, not an instant. */
export function dayLabel(day: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (style === 'short' ? SHORT_DAY : LONG_DAY).format(date).replace('.', '');
}

/** At most `max` labels along an axis, evenly spaced and always the last one; the rest are blank. */
export function sparseLabels(labels: readonly string[], max: number): string[] {
  const step = Math.max(1, Math.ceil(labels.length / max));
  const last = labels.length - 1;
  return labels.map((label, index) => ((last - index) % step === 0 ? label : ''));
}

/** `text` cut to at most `max` characters, the last one an ellipsis when it was longer. */
export function shorten(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, Math.max(1, max - 1)).join('')}…`;
}

const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat('es-ES');

export const formatPercent = (share: number) => PERCENT.format(share);
export const formatCount = (count: number) => NUMBER.format(count);
