import { adminMessages } from '../../lib/messages.ts';
import { type Dimension, formatCount, formatPercent, type RankingRow, shorten } from './analytics.utils.ts';

import { BarChart, PieChart } from './chartist.ts';
import { FigureTable } from './FigureTable.tsx';
import { SliceLegend } from './SliceLegend.tsx';
import { useChart } from './useChart.ts';

const analyticsMessages = adminMessages.analytics;

const BAR_HEIGHT_REM = 2.25;

function drawRanking(element: HTMLDivElement, dimension: Dimension, rows: readonly RankingRow[]) {
  // About 7 px a character at 0.75rem: labels get up to two fifths of the width, ending in an ellipsis.
  const labelWidth = Math.min(240, Math.round(element.clientWidth * 0.4));
  const labels = rows.map((row) => shorten(row.label, Math.floor(labelWidth / 7)));
  if (dimension === 'device') {
    return new PieChart(
      element,
      {
        labels: rows.map((row) => `${row.label} ${formatPercent(row.share)}`),
        series: rows.map((row) => row.hits),
      },
      {
        donut: true,
        donutWidth: 36,
        height: '14rem',
        labelOffset: 28,
        labelDirection: 'explode',
        // Outside labels would be cut on a phone; the legend above says the same.
        showLabel: element.clientWidth >= 480,
      },
    );
  }
  // Horizontal bars, the most visited at the top.
  return new BarChart(
    element,
    { labels, series: [rows.map((row) => row.hits)] },
    {
      horizontalBars: true,
      reverseData: true,
      height: `${Math.max(rows.length, 1) * BAR_HEIGHT_REM + 2}rem`,
      chartPadding: { top: 8, right: 16, bottom: 0, left: 0 },
      axisX: { onlyInteger: true, low: 0 },
      axisY: { offset: labelWidth, showGrid: false },
    },
  );
}

/** One ranking of the period (pages, teachings, referring sites, devices): a chart and its table. */
export function RankingCard({ dimension, rows }: { dimension: Dimension; rows: readonly RankingRow[] }) {
  const copy = analyticsMessages.rankings[dimension];
  const chart = useChart((element, data) => drawRanking(element, dimension, data), rows);
  const headingId = `ranking-${dimension}`;
  return (
    <section className="card min-w-0" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {copy.title}
      </h2>
      {'note' in copy && <p className="mt-1 text-sm text-ink-700">{copy.note}</p>}
      {rows.length === 0 ? (
        <p className="mt-4 text-ink-700">{analyticsMessages.none}</p>
      ) : (
        <>
          {dimension === 'device' && <SliceLegend rows={rows} />}
          <div ref={chart} className="visit-chart mt-2" aria-hidden="true" data-chart={dimension} />
          <div className="mt-4 overflow-x-auto">
            <FigureTable
              caption={copy.title}
              columns={[copy.column, copy.hits, analyticsMessages.share]}
              rows={rows.map((row) => ({
                key: row.key,
                label: (
                  <>
                    {row.label}
                    {row.detail && <span className="block text-xs text-ink-700">{row.detail}</span>}
                  </>
                ),
                figures: [formatCount(row.hits), formatPercent(row.share)],
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
