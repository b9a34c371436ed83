import { Download, PackageOpen } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatFileSize } from '#core/fileSize.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { FormProblem } from '../../components/FormProblem.tsx';
import { RunStatusView } from '../../components/RunStatusView.tsx';
import { downloadRun, usePollWhileWorking } from '../../lib/backgroundRun.ts';
import { adminMessages } from '../../lib/messages.ts';
import { type DataExport, dateTime, exportStatus, stateLabel } from './dataExport.utils.ts';
import { exportDownloadUrl, exportRecord, startExport } from './exportApi.ts';

const copy = adminMessages.dataExport;

/**
 * «Exportar todo» (admins only): asks the server for a ZIP of every table and stored file, follows the
 * background run's progress in its row, downloads the file through a signed URL (the bucket is private),
 * and lists who exported before and when.
 */
export function ExportScreen() {
  const [runs, setRuns] = useState<DataExport[]>([]);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const record = await exportRecord();
      setRuns(record.runs);
      setEmails(record.emails);
      setNow(Date.now());
      setLoaded(true);
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const status = exportStatus(runs[0] ?? null, now);
  const working = status.kind === 'working';
  usePollWhileWorking(working, refresh);

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      const run = await startExport();
      setRuns((previous) => [run, ...previous.filter((other) => other.id !== run.id)]);
      setNow(Date.now());
    } catch (failure) {
      setError(`${copy.startError}: ${errorDetail(failure)}`);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const download = (path: string, fileName: string) =>
    downloadRun(
      () => exportDownloadUrl(path, fileName),
      (message) => setError(`${copy.downloadError}: ${message}`),
    );

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <div className="card grid gap-4 p-4">
        <p>{copy.intro}</p>
        <p className="text-sm text-ink-700">{copy.privacy}</p>
        <RunStatusView id="export-progress" status={status} hidden={!loaded} />
        <FormProblem boxed>{error}</FormProblem>
        <div className="flex flex-wrap gap-3">
          {status.kind === 'ready' && (
            <button
              type="button"
              className="btn-primary"
              onClick={() => void download(status.path, status.fileName)}
            >
              <Download className="size-4" aria-hidden="true" /> {copy.download}
            </button>
          )}
          <button
            type="button"
            className={status.kind === 'ready' ? 'btn-secondary' : 'btn-primary'}
            disabled={busy || working || !loaded}
            onClick={() => void start()}
          >
            <PackageOpen className="size-4" aria-hidden="true" />{' '}
            {runs.length === 0 ? copy.start : copy.startAgain}
          </button>
        </div>
        {status.kind === 'ready' && <p className="text-sm text-ink-700">{copy.replaces}</p>}
      </div>
      <div className="card grid gap-3 p-4">
        <h2 className="text-xl font-bold">{copy.history.title}</h2>
        {loaded && runs.length === 0 ? (
          <p>{copy.history.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {runs.map((run) => (
              <li key={run.id} className="border-t border-cream-300 pt-3 first:border-t-0 first:pt-0">
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                  <dt className="font-semibold">{copy.history.when}</dt>
                  <dd>{dateTime(run.created_at)}</dd>
                  <dt className="font-semibold">{copy.history.who}</dt>
                  <dd className="break-all">
                    {(run.requested_by && emails.get(run.requested_by)) || copy.history.unknownPerson}
                  </dd>
                  <dt className="font-semibold">{copy.history.state}</dt>
                  <dd>{stateLabel(run, now)}</dd>
                  {run.bytes !== null && (
                    <>
                      <dt className="font-semibold">{copy.history.size}</dt>
                      <dd>{formatFileSize(run.bytes)}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
