/** Median of a batch of latencies (the middle one, or the mean of the two middle ones). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface SummaryLine {
  area: 'publish';
  measure: string;
  value: string;
  target: string;
  ok: boolean;
}

/** One benchmark figure as the JSON line the summary file collects (seconds in es-ES, 1 decimal). */
export function publishSummary(measure: string, medianMs: number, targetMs?: number): SummaryLine {
  const seconds = (ms: number) =>
    `${(ms / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`;
  return {
    area: 'publish',
    measure,
    value: seconds(medianMs),
    target: targetMs === undefined ? '—' : `≤ ${Math.round(targetMs / 1000)} s`,
    ok: targetMs === undefined ? true : medianMs <= targetMs,
  };
}
