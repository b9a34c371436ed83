import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { type SiteBuildSummary, summarizeSiteBuild } from '../../lib/siteBuildStatus.ts';
import { useToast } from '../../lib/toast.tsx';
import { PanelStatus } from './PanelStatus.tsx';
import { loadSiteBuild, requestSiteRebuild } from './siteBuildApi.ts';

const text = adminMessages.siteBuild;
/** Builds take seconds locally and minutes on Netlify: a few seconds between looks is enough. */
const REFRESH_MS = 3000;

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
        <PanelStatus
          tone={summary?.tone}
          headline={summary?.headline ?? adminMessages.common.loading}
          details={summary?.detail ? [summary.detail] : []}
        />
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
