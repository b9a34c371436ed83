import { formatPercent, type RankingRow } from './analytics.utils.ts';

/** Chartist colours a ring's slices a, b, c… in order: charts.css gives them these colours. */
const SLICE_COLOURS = ['bg-navy-700', 'bg-gold-400', 'bg-sage-700'];

/** The donut's key, in the slices' order (the table below repeats it for screen readers). */
export function SliceLegend({ rows }: { rows: readonly RankingRow[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700" aria-hidden="true">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-center gap-2">
          <span className={`inline-block size-3 rounded-sm ${SLICE_COLOURS[index % SLICE_COLOURS.length]}`} />
          {row.label} {formatPercent(row.share)}
        </li>
      ))}
    </ul>
  );
}
