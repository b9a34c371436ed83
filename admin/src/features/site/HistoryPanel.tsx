import { useEffect, useState } from 'react';
import type { SiteArea } from '#core/site/areas.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { formatBuildTime } from '../../lib/siteBuildStatus.ts';
import { listVersions, type PublishedVersion } from './api.ts';
import { ClosablePanel } from './ClosablePanel.tsx';

const siteCopy = adminMessages.site;

const copy = siteCopy.history;

interface Props {
  area: SiteArea;
  /** Bumped after each publish so the list reloads. */
  refresh: number;
  onRestore(version: number): Promise<void>;
  onClose(): void;
}

/** Every published version with who and when; «Restaurar» publishes an earlier one again. */
export function HistoryPanel({ area, refresh, onRestore, onClose }: Props) {
  const [versions, setVersions] = useState<PublishedVersion[] | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [asking, setAsking] = useState<number | undefined>(undefined);
  const [restoring, setRestoring] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` only asks for a reload.
  useEffect(() => {
    let live = true;
    listVersions(area).then(
      (rows) => live && setVersions(rows),
      (error) => live && setProblem(`${copy.loadError}: ${errorDetail(error)}`),
    );
    return () => {
      live = false;
    };
  }, [area, refresh]);

  const restore = async (version: number) => {
    setRestoring(true);
    try {
      await onRestore(version);
    } finally {
      setRestoring(false);
      setAsking(undefined);
    }
  };

  return (
    <ClosablePanel id="sitio-history-title" copy={copy} onClose={onClose} className="space-y-3">
      {problem && (
        <p role="alert" className="text-clay-700">
          {problem}
        </p>
      )}
      {versions?.length === 0 && <p>{copy.empty}</p>}
      <ol className="divide-y divide-cream-300">
        {versions?.map((row, index) => (
          <li key={row.version} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div>
              <p className="font-semibold">
                {copy.version(row.version)}
                {index === 0 && (
                  <span className="ml-2 rounded-full bg-sage-100 px-2 text-sm text-sage-700">
                    {copy.current}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-700">
                {copy.by(row.publisher?.email ?? copy.unknownPerson, formatBuildTime(row.published_at))}
                {row.restored_from !== null && ` · ${copy.restoredFrom(row.restored_from)}`}
              </p>
            </div>
            {index > 0 && (
              <button
                type="button"
                className="btn-secondary"
                aria-label={copy.restoreLabel(row.version)}
                onClick={() => setAsking(row.version)}
              >
                {copy.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== undefined}
        title={asking === undefined ? '' : copy.confirmTitle(asking)}
        description={copy.confirmDescription}
        confirmLabel={copy.restore}
        busy={restoring}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking !== undefined && void restore(asking)}
      />
    </ClosablePanel>
  );
}
