import { useEffect, useState } from 'react';
import { adminMessages } from '../../lib/messages.ts';
import { type EmailOutboxStatus, summarizeEmailOutbox } from './emailOutbox.utils.ts';

import { loadEmailOutboxSummary } from './emailOutboxApi.ts';
import { PanelStatus } from './PanelStatus.tsx';

const emailOutboxText = adminMessages.emailOutbox;

/** Email leaves within a minute; a look every 10 s shows a queue going down without loading the API. */
const REFRESH_MS = 10_000;

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
      <PanelStatus
        tone={status?.tone}
        headline={status?.headline ?? emailOutboxText.loading}
        details={status?.details}
        busyIcon="waiting"
      />
    </section>
  );
}
