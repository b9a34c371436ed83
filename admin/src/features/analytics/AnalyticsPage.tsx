import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { PERIODS, type Period, periodFrom, periodTotals } from './analytics.utils.ts';

import { DIMENSIONS, loadVisitReport, type VisitReport } from './api.ts';
import { DailyVisits } from './DailyVisits.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { RankingCard } from './RankingCard.tsx';
import { SummaryFigures } from './SummaryFigures.tsx';

const copy = adminMessages.analytics;

import './charts.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; report: VisitReport };

/**
 * Estadísticas (/admin/analytics): visits and unique visitors per day and the most visited pages,
 * teachings, referring sites and device classes over 30, 90 or 365 days. The period lives in the URL
 * (?dias=90), so Back and Forward move between periods and a link shares one.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params.get('dias'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Reintentar reloads.
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    loadVisitReport(period).then(
      (report) => current && setLoad({ state: 'ready', report }),
      (error: unknown) => current && setLoad({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [period, attempt]);

  const choose = (next: Period) => setParams(next === PERIODS[0] ? {} : { dias: String(next) });
  return (
    <section>
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{copy.intro}</p>
      <PeriodPicker value={period} onChange={choose} />
      {load.state === 'loading' && <Spinner label={copy.loading} />}
      {load.state === 'failed' && (
        <ErrorPanel title={copy.loadError} error={load.error}>
          <button type="button" className="btn-secondary mt-3" onClick={retry}>
            {copy.retry}
          </button>
        </ErrorPanel>
      )}
      {load.state === 'ready' && <Report report={load.report} />}
    </section>
  );
}

function Report({ report }: { report: VisitReport }) {
  const totals = periodTotals(report.days);
  const opens = report.rankings.teaching.reduce((sum, row) => sum + row.hits, 0);
  return (
    <>
      <SummaryFigures views={totals.views} visitors={totals.visitors} opens={opens} />
      {totals.views === 0 && opens === 0 && <p className="card mt-6 text-center">{copy.empty}</p>}
      <DailyVisits days={report.days} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {DIMENSIONS.map((dimension) => (
          <RankingCard key={dimension} dimension={dimension} rows={report.rankings[dimension]} />
        ))}
      </div>
    </>
  );
}
