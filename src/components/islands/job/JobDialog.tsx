import { useState } from 'react';
import type { Position as JobPosition } from '#core/site/openings.ts';
import { careersMessages } from '#site/lib/messages/careersMessages.ts';
import { closeDialog } from '../islandStore.ts';
import { DialogShell } from '../ui/DialogShell.tsx';
import { ContinueOnWhatsapp } from '../whatsapp/ContinueOnWhatsapp.tsx';
import { JobDetails } from './JobDetails.tsx';
import { JobForm } from './JobForm.tsx';
import { JobList } from './JobList.tsx';
import { openPositions } from './openPositions.ts';

type View = 'list' | 'details' | 'form' | 'success';

const TITLES: Record<View, string> = careersMessages.titles;

/**
 * The careers modal (docs/spec.md §4): list → details → form → success. Opening starts from the view the button
 * asked for, with an empty form; a preselected position hides the position dropdown.
 */
export function JobDialog({
  jobId,
  initialView,
}: {
  jobId: string | null;
  initialView: 'list' | 'details' | 'form';
}) {
  const [position, setPosition] = useState<JobPosition | null>(
    openPositions().find((job) => job.id === jobId) ?? null,
  );
  const [view, setView] = useState<View>(initialView === 'details' && !position ? 'list' : initialView);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState('');

  const choose = (next: JobPosition | null, nextView: View) => {
    setPosition(next);
    setView(nextView);
  };

  return (
    <DialogShell
      title={view === 'details' && position ? position.title : TITLES[view]}
      onClose={closeDialog}
      busy={busy}
      size="lg"
    >
      {view === 'list' && (
        <JobList
          onApply={(job) => choose(job, 'form')}
          onDetails={(job) => choose(job, 'details')}
          onGeneral={() => choose(null, 'form')}
        />
      )}
      {view === 'details' && position && (
        <JobDetails position={position} onBack={() => setView('list')} onApply={() => setView('form')} />
      )}
      {view === 'form' && (
        <JobForm
          position={position}
          onBusy={setBusy}
          onBack={() => setView('list')}
          onDetails={position ? () => setView('details') : undefined}
          onSent={(sentReference) => {
            // The form leaves while still busy: without this the success view could not be closed.
            setBusy(false);
            setReference(sentReference);
            setView('success');
          }}
        />
      )}
      {view === 'success' && (
        <div className="grid justify-items-start gap-4">
          <p className="text-lg">{careersMessages.success}</p>
          {reference && <ContinueOnWhatsapp kind="application" reference={reference} />}
          <button type="button" className="btn btn-primary" onClick={closeDialog}>
            {careersMessages.actions.close}
          </button>
        </div>
      )}
    </DialogShell>
  );
}
