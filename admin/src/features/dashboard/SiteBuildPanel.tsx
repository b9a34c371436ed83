import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { type SiteBuildSummary, summarizeSiteBuild } from '../../lib/siteBuildStatus.ts';
import { useToast } from '../../lib/toast.tsx';
import { loadSiteBuild, requestSiteRebuild } from './siteBuildApi.ts';

const text = adminMessages.site;
/** Builds take seconds locally and minutes on Netlify: a few seconds between looks is enough. */
const REFRESH_MS = 3000;

const ICONS = {
  ok: <CircleCheck className="size-5 shrink-0 text-sage-700" aria-hidden="true" />,
  busy: <LoaderCircle className="size-5 shrink-0 animate-spin text-navy-700" aria-hidden="true" />,
  error: <CircleAlert className="size-5 shrink-0 text-clay-700" aria-hidden="true" />,
};

/** The public site's build status (last build, in progress, failed) and the 'Publicar sitio ahora' button. */
export function SiteBuildPanel() {
  const toast = useToast();
  const [summary, setSummary] = useState<SiteBuildSummary | undefined>();
  const [requesting, setRequesting] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const { status, pending } = await loadSiteBuild();
      setSummary(summarizeSiteBuild(status, pending));
    } catch {
      setSummary({ tone: 'error', headline: text.loadError });
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const publishNow = async () => {
    setRequesting(true);
    try {
      await requestSiteRebuild();
      toast.success(text.requested, text.requestedDescription);
      await refresh();
    } catch (error) {
      toast.error(text.requestError, errorDetail(error));
    } finally {
      setRequesting(false);
    }
  };

  return (
    <section aria-labelledby="site-build-title" className="card mt-6 flex flex-wrap items-center gap-4">
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="site-build-title" className="text-lg font-bold">
          {text.title}
        </h2>
        <div role="status" className="mt-1 flex items-start gap-2">
          {summary ? ICONS[summary.tone] : null}
          <div className="min-w-0">
            <p className="font-semibold">{summary?.headline ?? adminMessages.common.loading}</p>
            {summary?.detail ? (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-700">{summary.detail}</p>
            ) : null}
          </div>
        </div>
      </div>
      <button
        type="button"
        className="btn-primary inline-flex items-center gap-2"
        onClick={publishNow}
        disabled={requesting}
        aria-busy={requesting}
      >
        <RefreshCw className={`size-4 ${requesting ? 'animate-spin' : ''}`} aria-hidden="true" />
        {requesting ? text.publishing : text.publishNow}
      </button>
    </section>
  );
}
