import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminMessages } from '../../lib/messages.ts';
import { loadBuildProgress } from './api.ts';
import { isSettled, type PublishStage, publishStage } from './publishProgress.ts';

const siteCopy = adminMessages.site;

const copy = siteCopy.publish;
/** Local builds take seconds: a look every second shows the page live soon after it is. */
const POLL_MS = 1000;

/** Follows a publish until its page is live (or the build failed), as a polite live region. */
export function PublishStatus({ publishedAt, page }: { publishedAt: string; page: string }) {
  const [stage, setStage] = useState<PublishStage>({ stage: 'waiting' });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const look = async () => {
      try {
        const next = publishStage(publishedAt, await loadBuildProgress());
        if (!live) return;
        setStage(next);
        if (isSettled(next)) return;
      } catch {
        // A failed look is retried; the stage shown stays the last one known.
      }
      if (live) timer = setTimeout(look, POLL_MS);
    };
    void look();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [publishedAt]);

  const Icon = stage.stage === 'live' ? CheckCircle2 : stage.stage === 'failed' ? CircleAlert : Loader2;
  return (
    <section aria-label={copy.progressLabel} className="card mt-4 flex flex-wrap items-start gap-3">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${stage.stage === 'failed' ? 'text-clay-700' : 'text-sage-700'} ${isSettled(stage) ? '' : 'animate-spin'}`}
        aria-hidden="true"
      />
      <div role="status" className="min-w-0 flex-1">
        <p className="font-semibold">{copy.stages[stage.stage]}</p>
        {stage.stage === 'failed' && stage.error && (
          <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap text-sm text-clay-700">
            {stage.error}
          </pre>
        )}
      </div>
      {stage.stage === 'live' && (
        <a href={page} target="_blank" rel="noreferrer" className="btn-secondary">
          {copy.viewLive}
        </a>
      )}
    </section>
  );
}
