import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type EmailOutboxStatus, emailOutboxText, summarizeEmailOutbox } from './emailOutbox.utils.ts';
import { loadEmailOutboxSummary } from './emailOutboxApi.ts';

/** Email leaves within a minute; a look every 10 s shows a queue going down without loading the API. */
const REFRESH_MS = 10_000;

const ICONS = {
  ok: <CircleCheck className="size-5 shrink-0 text-sage-700" aria-hidden="true" />,
  busy: <Mail className="size-5 shrink-0 text-navy-700" aria-hidden="true" />,
  error: <CircleAlert className="size-5 shrink-0 text-clay-700" aria-hidden="true" />,
};

/** Outgoing email at a glance for admins: all sent, waiting (and why), failed (and the last reason). */
export function EmailOutboxPanel() {
  const [status, setStatus] = useState<EmailOutboxStatus | undefined>();

  useEffect(() => {
    let current = true;
    const refresh = () =>
      loadEmailOutboxSummary().then(
        (row) => current && row && setStatus(summarizeEmailOutbox(row)),
        () => current && setStatus({ tone: 'error', headline: emailOutboxText.loadError, details: [] }),
      );
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section aria-labelledby="email-outbox-title" className="card mt-6">
      <h2 id="email-outbox-title" className="text-lg font-bold">
        {emailOutboxText.title}
      </h2>
      <div role="status" className="mt-1 flex items-start gap-2">
        {status ? ICONS[status.tone] : null}
        <div className="min-w-0">
          <p className="font-semibold">{status?.headline ?? emailOutboxText.loading}</p>
          {status?.details.map((line) => (
            <p key={line} className="mt-1 break-words text-sm text-ink-700">
              {line}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
