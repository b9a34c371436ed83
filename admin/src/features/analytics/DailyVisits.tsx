import { adminMessages } from '../../lib/messages.ts';
import { type DayTotals, dayLabel, formatCount, sparseLabels } from './analytics.utils.ts';

import { LineChart } from './chartist.ts';
import { FigureTable } from './FigureTable.tsx';
import { useChart } from './useChart.ts';

const analyticsMessages = adminMessages.analytics;

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
            // One date per ~80 px: 3 on a phone, 8 or more on a desktop.
            Math.max(3, Math.floor(element.clientWidth / 80)),
          ),
          series: [days.map((day) => day.views), days.map((day) => day.visitors)],
        },
        {
          height: '16rem',
          fullWidth: true,
          showPoint: days.length <= 31,
          showArea: false,
          // The last date's label starts at its point and runs to the right.
          chartPadding: { top: 24, right: 40, bottom: 0, left: 0 },
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
        {/* A year is 365 rows: the table scrolls in its box, which keyboard users can focus to scroll. */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable (WCAG 2.1.1).
          tabIndex={0}
          aria-label={copy.tableSummary}
          className="mt-2 max-h-96 overflow-auto rounded-lg border border-cream-300 focus-visible:outline-2 focus-visible:outline-navy-700"
        >
          <FigureTable
            caption={copy.title}
            columns={[copy.day, copy.views, copy.visitors]}
            stickyHead
            rows={[...days].reverse().map((day) => ({
              key: day.day,
              label: <time dateTime={day.day}>{dayLabel(day.day, 'long')}</time>,
              figures: [formatCount(day.views), formatCount(day.visitors)],
            }))}
          />
        </section>
      </details>
    </section>
  );
}
