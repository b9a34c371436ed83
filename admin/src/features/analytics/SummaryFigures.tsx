import { adminMessages } from '../../lib/messages.ts';
import { formatCount } from './analytics.utils.ts';

const analyticsMessages = adminMessages.analytics;

const copy = analyticsMessages.figures;

/** The period's totals: views, unique visitors (added up day by day) and teachings opened. */
export function SummaryFigures({
  views,
  visitors,
  opens,
}: {
  views: number;
  visitors: number;
  opens: number;
}) {
  const figures = [
    { label: copy.views, value: views },
    { label: copy.visitors, value: visitors, note: copy.visitorsNote },
    { label: copy.opens, value: opens },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="card">
          <dt className="text-sm text-ink-700">
            {figure.label}
            {figure.note && <span className="block text-xs">({figure.note})</span>}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{formatCount(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
