import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { removeById, useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { deleteIssue, loadNewsletterHistory, type NewsletterIssue, sendIssue } from './api.ts';
import { type IssueProgress, issueProgress, stillSending } from './newsletterStatus.ts';

const copy = adminMessages.resources.newsletters;
/** How often the history refreshes while an issue is being sent (the outbox sends about one a second). */
const REFRESH_MS = 2000;

// The composer brings the Markdown renderer and the schemas: downloaded when someone starts writing.
const NewsletterComposer = lazy(() =>
  import('./NewsletterComposer.tsx').then((module) => ({ default: module.NewsletterComposer })),
);

type Row = NewsletterIssue & { progress: IssueProgress };

/** The delivery line of an issue: not sent, or how many of how many went out (and failed). */
const deliveryText = ({ state, sent, recipients, failed }: IssueProgress) =>
  state === 'draft' ? copy.notSent : copy.progress(sent, recipients, failed);

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
    removeById(deleteIssue, copy),
    (row) => row.subject,
    () => void reload(),
  );

  async function resume(row: Row) {
    try {
      const { recipients } = await sendIssue(row.id, false);
      toast.success(copy.notifications.sendStarted, copy.notifications.sendStartedDetail(recipients));
      await reload();
    } catch (error) {
      toast.error(copy.errors.send, errorDetail(error));
    }
  }

  const named = (label: string, row: Row) => (
    <>
      {label}
      <span className="sr-only"> «{row.subject}»</span>
    </>
  );
  const actions = (row: Row) =>
    row.progress.state === 'draft' ? (
      <>
        <button type="button" className="btn-secondary" onClick={() => setEditing(row)}>
          {named(copy.actions.edit, row)}
        </button>
        <button type="button" className="btn-danger" onClick={() => remove.ask(row)}>
          {named(adminMessages.common.actions.delete, row)}
        </button>
      </>
    ) : row.progress.state === 'interrupted' ? (
      <button type="button" className="btn-secondary" onClick={() => void resume(row)}>
        {named(copy.actions.resume, row)}
      </button>
    ) : null;

  if (editing)
    return (
      <section>
        <h1 className="text-2xl font-bold">{copy.name}</h1>
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
        <h1 className="text-2xl font-bold">{copy.name}</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {copy.actions.new}
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-ink-700">{copy.intro}</p>
      <h2 className="mt-6 text-lg font-bold">{copy.history}</h2>
      {loadError !== null && <ErrorPanel title={copy.errors.loadList} error={loadError} />}
      {history === null && loadError === null && <Spinner label={adminMessages.common.loading} />}
      {history !== null && rows.length === 0 && <p className="mt-4 text-ink-700">{copy.empty}</p>}
      {rows.length > 0 && (
        // Cards rather than a table: every issue reads whole at 360 px without scrolling sideways.
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="card flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{row.subject}</p>
                <p className="text-sm text-ink-700">
                  {copy.states[row.progress.state]} · {deliveryText(row.progress)}
                </p>
                <p className="text-sm text-ink-700">{longDate(row.send_started_at ?? row.created_at)}</p>
              </div>
              <div className="flex flex-wrap gap-2">{actions(row)}</div>
            </li>
          ))}
        </ul>
      )}
      {remove.dialog}
    </section>
  );
}
