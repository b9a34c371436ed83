import { FileText, Send } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { fundName } from '#core/giving/funds.ts';
import { formatCents } from '#core/money.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { StatementArchivePanel } from './StatementArchivePanel.tsx';
import {
  type FundTotal,
  type StatementSummary,
  sendStatements,
  statementFile,
  statementSummary,
  yearTotals,
} from './statementsApi.ts';

const copy = adminMessages.resources.donations.statements;
const lastYear = new Date().getFullYear() - 1;

/** Year-end statements: totals by fund and month, one donor's PDF, all by email with progress, all as a ZIP. */
export function StatementsScreen() {
  const funds = usePublishedArea('giving')?.funds ?? [];
  const [year, setYear] = useState(lastYear);
  const [totals, setTotals] = useState<FundTotal[]>([]);
  const [summary, setSummary] = useState<StatementSummary | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingSend, setConfirmingSend] = useState(false);

  const load = useCallback(async () => {
    try {
      const [rows, next] = await Promise.all([yearTotals(year), statementSummary(year)]);
      setTotals(rows);
      setSummary(next);
      setError('');
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
    }
  }, [year]);
  useEffect(() => {
    void load();
  }, [load]);

  const progress = summary?.progress;
  const done = progress ? progress.sent + progress.failed : 0;
  const total = summary?.donors.length ?? 0;
  const sending = !!progress && progress.queued + progress.sending > 0;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void statementSummary(year).then(setSummary, () => undefined), 2000);
    return () => clearInterval(timer);
  }, [sending, year]);

  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
      setError('');
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 font-semibold" htmlFor="statements-year">
          {copy.year}
          <input
            id="statements-year"
            type="number"
            className="field mt-0 w-32"
            value={year}
            min={2000}
            max={2100}
            onChange={(event) => setYear(Number(event.target.value) || lastYear)}
          />
        </label>
        <p>{copy.donors(total, year)}</p>
      </div>
      <FormProblem boxed>{error}</FormProblem>

      <div className="card overflow-x-auto p-4">
        <h2 className="text-xl font-bold">{copy.totals}</h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th className="p-2">{copy.month}</th>
              <th className="p-2">{adminMessages.resources.donations.fields.fund}</th>
              <th className="p-2">{copy.gifts}</th>
              <th className="p-2 text-right">{copy.total}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={`${row.month}-${row.fund}-${row.currency}`} className="border-t border-cream-300">
                <td className="p-2">{row.month}</td>
                <td className="p-2">{fundName(row.fund ?? '', funds)}</td>
                <td className="p-2">{row.gifts}</td>
                <td className="p-2 text-right">{formatCents(row.total ?? 0, row.currency ?? 'USD')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {totals.length === 0 && <p className="mt-2 text-ink-700">{copy.noGifts(year)}</p>}
      </div>

      <div className="card grid gap-4 p-4">
        <h2 className="text-xl font-bold">{copy.certificates}</h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () =>
              saveFile(await statementFile({ action: 'preview', year, email }), copy.fileName(year)),
            );
          }}
        >
          <label className="grid gap-1 font-semibold" htmlFor="statements-email">
            {copy.donorEmail}
            <input
              id="statements-email"
              type="email"
              required
              className="field mt-0"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button type="submit" className="btn-secondary" disabled={busy}>
            <FileText className="size-4" aria-hidden="true" /> {copy.view}
          </button>
        </form>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={busy || total === 0}
            onClick={() => setConfirmingSend(true)}
          >
            <Send className="size-4" aria-hidden="true" /> {copy.sendAll}
          </button>
        </div>
        {progress && done + progress.queued + progress.sending > 0 && (
          <div>
            <label htmlFor="statements-progress" className="font-semibold">
              {copy.progress(progress.sent, progress.queued + progress.sending, progress.failed)}
            </label>
            <progress
              id="statements-progress"
              className="mt-2 block w-full"
              max={Math.max(total, 1)}
              value={done}
            />
          </div>
        )}
        <StatementArchivePanel year={year} donors={total} />
        <ConfirmDialog
          open={confirmingSend}
          title={copy.confirmSend.title}
          description={copy.confirmSend.description(total, year)}
          confirmLabel={copy.confirmSend.confirm(total)}
          busy={busy}
          onConfirm={() => {
            // Closed at once: the progress bar (or the error) shows on the screen behind it.
            setConfirmingSend(false);
            void run(async () => {
              await sendStatements(year);
              await load();
            });
          }}
          onCancel={() => setConfirmingSend(false)}
        />
      </div>
    </section>
  );
}
