import { HandHeart, Mail } from 'lucide-react';
import { dialogMessages } from '../../lib/messages/dialogMessages.ts';
import { closeDialog, openDialog } from './islandStore.ts';
import { DialogShell } from './ui/DialogShell.tsx';

const copy = dialogMessages.exitIntent;

/** Shown once per session when the visitor seems to leave (loader.ts decides when). */
export function ExitIntentPopup() {
  return (
    <DialogShell title={copy.title} description={copy.description} onClose={closeDialog}>
      <div className="grid gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openDialog({ kind: 'newsletter', subscribedVia: 'ExitIntentPopup' })}
        >
          <Mail className="size-4.5" aria-hidden="true" /> {copy.actions.subscribe}
        </button>
        <button type="button" className="btn btn-gold" onClick={() => openDialog({ kind: 'prayer' })}>
          <HandHeart className="size-4.5" aria-hidden="true" /> {copy.actions.pray}
        </button>
        <button type="button" className="btn btn-outline" onClick={closeDialog}>
          {copy.actions.keepExploring}
        </button>
      </div>
    </DialogShell>
  );
}
