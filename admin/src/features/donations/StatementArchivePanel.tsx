import { Archive, Download } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { FormProblem } from '../../components/FormProblem.tsx';
import { RunStatusView } from '../../components/RunStatusView.tsx';
import { downloadRun, usePollWhileWorking } from '../../lib/backgroundRun.ts';
import { adminMessages } from '../../lib/messages.ts';
import { archiveStatus, type StatementArchive } from './statementArchive.utils.ts';
import { archiveDownloadUrl, latestArchive, prepareArchive } from './statementsApi.ts';

const copy = adminMessages.resources.donations.statements;
const text = adminMessages.resources.donations.archive;

/**
 * «Todos los certificados en un ZIP»: asks the server for the year's ZIP, follows the background run's
 * progress in its row, then downloads the file through a signed URL (the bucket is private).
 */
export function StatementArchivePanel({ year, donors }: { year: number; donors: number }) {
  const [archive, setArchive] = useState<StatementArchive | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setArchive(await latestArchive(year));
      setNow(Date.now());
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
    }
  }, [year]);
  useEffect(() => {
    setArchive(null);
    setError('');
    void refresh();
  }, [refresh]);

  const status = archiveStatus(archive, year, now);
  const working = status.kind === 'working';
  usePollWhileWorking(working, refresh);

  const prepare = async () => {
    setBusy(true);
    setError('');
    try {
      setArchive(await prepareArchive(year));
      setNow(Date.now());
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const download = (path: string) =>
    downloadRun(
      () => archiveDownloadUrl(path, year),
      (message) => setError(`${text.downloadError}: ${message}`),
    );

  return (
    <div className="grid gap-3 border-t border-cream-300 pt-4">
      <h3 className="text-lg font-bold">{text.title}</h3>
      <RunStatusView id="archive-progress" status={status} />
      <FormProblem boxed>{error}</FormProblem>
      <div className="flex flex-wrap gap-3">
        {status.kind === 'ready' && (
          <button type="button" className="btn-primary" onClick={() => void download(status.path)}>
            <Download className="size-4" aria-hidden="true" /> {text.download}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary"
          disabled={busy || working || donors === 0}
          onClick={() => void prepare()}
        >
          <Archive className="size-4" aria-hidden="true" />{' '}
          {status.kind === 'none' ? text.prepare : text.prepareAgain}
        </button>
      </div>
      {status.kind === 'ready' && <p className="text-sm text-ink-700">{text.replaces}</p>}
    </div>
  );
}
