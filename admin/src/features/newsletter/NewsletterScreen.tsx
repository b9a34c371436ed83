import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { deleteIssue, loadNewsletterHistory, type NewsletterIssue, sendIssue } from './api.ts';
import { type IssueProgress, issueProgress, stillSending } from './newsletterStatus.ts';

const copy = adminMessages.newsletter;
/** How often the history refreshes while an issue is being sent (the outbox sends about one a second). */
const REFRESH_MS = 2000;

// The composer brings the Markdown renderer and the schemas: downloaded when someone starts writing.
const NewsletterComposer = lazy(() =>
  import('./NewsletterComposer.tsx').then((module) => ({ default: module.NewsletterComposer })),
);

type Row = NewsletterIssue & { progress: IssueProgress };

const columns: Column<Row>[] = [
  { header: copy.columns.subject, cell: (row) => <span className="font-semibold">{row.subject}</span> },
  { header: copy.columns.state, cell: (row) => copy.states[row.progress.state] },
  {
    header: copy.columns.progress,
    cell: ({ progress }) =>
      progress.state === 'draft'
        ? copy.notSent
        : copy.progress(progress.sent, progress.recipients, progress.failed),
  },
  { header: copy.columns.date, cell: (row) => longDate(row.send_started_at ?? row.created_at) },
];

/** /admin/email: the history of issues with their delivery, and the composer for a new or draft issue. */
export function NewsletterScreen() {
  const toast = useToast();
  const [history, setHistory] = useState<Awaited<ReturnType<typeof loadNewsletterHistory>> | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [editing, setEditing] = useState<NewsletterIssue | 'new' | null>(null);

  const reload = useCallback(async () => {
    try {
      setHistory(await loadNewsletterHistory());
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const rows = useMemo<Row[]>(
    () =>
      (history?.issues ?? []).map((issue) => ({
        ...issue,
        progress: issueProgress(
          issue,
          history?.delivery.find((counts) => counts.issue_id === issue.id),
        ),
      })),
    [history],
  );
  const sending = stillSending(rows.map((row) => row.progress));
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, reload]);

  const remove = useConfirmDelete<Row>(
    { run: (row) => deleteIssue(row.id), done: copy.deleted, failed: copy.deleteError },
    (row) => row.subject,
    () => void reload(),
  );

  async function resume(row: Row) {
    try {
      const { recipients } = await sendIssue(row.id, false);
      toast.success(copy.sendStarted, copy.sendStartedDetail(recipients));
      await reload();
    } catch (error) {
      toast.error(copy.sendError, errorDetail(error));
    }
  }

  if (editing)
    return (
      <section>
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <Suspense fallback={<Spinner label={adminMessages.common.loading} />}>
          <NewsletterComposer
            issue={editing === 'new' ? null : editing}
            onClose={() => {
              setEditing(null);
              void reload();
            }}
          />
        </Suspense>
      </section>
    );

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {copy.newIssue}
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-ink-700">{copy.intro}</p>
      <h2 className="mt-6 text-lg font-bold">{copy.historyTitle}</h2>
      {loadError !== null && <ErrorPanel title={copy.loadError} error={loadError} />}
      {history === null && loadError === null && <Spinner label={adminMessages.common.loading} />}
      {history !== null && rows.length === 0 && <p className="mt-4 text-ink-700">{copy.empty}</p>}
      {rows.length > 0 && (
        <DataTable
          rows={rows}
          columns={columns}
          rowLabel={(row) => row.subject}
          actions={(row) =>
            row.progress.state === 'draft' ? (
              <>
                <button type="button" className="btn-secondary" onClick={() => setEditing(row)}>
                  {copy.edit}
                  <span className="sr-only"> «{row.subject}»</span>
                </button>
                <button type="button" className="btn-danger" onClick={() => remove.ask(row)}>
                  {adminMessages.common.delete}
                  <span className="sr-only"> «{row.subject}»</span>
                </button>
              </>
            ) : row.progress.state === 'interrupted' ? (
              <button type="button" className="btn-secondary" onClick={() => void resume(row)}>
                {copy.resume}
                <span className="sr-only"> «{row.subject}»</span>
              </button>
            ) : null
          }
        />
      )}
      {remove.dialog}
    </section>
  );
}
