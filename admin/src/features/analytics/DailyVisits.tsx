import { type DayTotals, dayLabel, formatCount, sparseLabels } from './analytics.utils.ts';
import { analyticsMessages } from './analyticsMessages.ts';
import { LineChart } from './chartist.ts';
import { useChart } from './useChart.ts';

const copy = analyticsMessages.daily;

/** Views and unique visitors per day: a line chart with a legend, and the same figures as a table. */
export function DailyVisits({ days }: { days: readonly DayTotals[] }) {
  const chart = useChart(
    (element, days) =>
      new LineChart(
        element,
        {
          labels: sparseLabels(
            days.map((day) => dayLabel(day.day)),
            8,
          ),
          series: [days.map((day) => day.views), days.map((day) => day.visitors)],
        },
        {
          height: '16rem',
          fullWidth: true,
          showPoint: days.length <= 31,
          showArea: false,
          chartPadding: { top: 24, right: 24, bottom: 0, left: 0 },
          axisX: { showGrid: false },
          axisY: { onlyInteger: true, low: 0 },
        },
      ),
    days,
  );
  return (
    <section className="card mt-6" aria-labelledby="visitas-por-dia">
      <h2 id="visitas-por-dia" className="text-lg font-bold">
        {copy.title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-1 w-6 rounded bg-navy-700" /> {copy.views}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block w-6 border-t-2 border-dashed border-gold-700" /> {copy.visitors}
        </li>
      </ul>
      <div ref={chart} className="visit-chart mt-2" aria-hidden="true" data-chart="daily" />
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-navy-800">{copy.tableSummary}</summary>
        <div className="mt-2 max-h-96 overflow-auto rounded-lg border border-cream-300">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.title}</caption>
            <thead className="sticky top-0 bg-cream-200">
              <tr>
                <th scope="col" className="p-2">
                  {copy.day}
                </th>
                <th scope="col" className="p-2 text-right">
                  {copy.views}
                </th>
                <th scope="col" className="p-2 text-right">
                  {copy.visitors}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day} className="border-t border-cream-300">
                  <th scope="row" className="p-2 font-normal">
                    <time dateTime={day.day}>{dayLabel(day.day, 'long')}</time>
                  </th>
                  <td className="p-2 text-right tabular-nums">{formatCount(day.views)}</td>
                  <td className="p-2 text-right tabular-nums">{formatCount(day.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
