import { HandHeart, Mail } from 'lucide-react';
import { closeDialog, openDialog } from './islandStore.ts';
import { DialogShell } from './ui/DialogShell.tsx';

/** Shown once per session when the visitor seems to leave (loader.ts decides when). */
export function ExitIntentPopup() {
  return (
    <DialogShell
      title="¡Antes de irte!"
      description="Nos encantaría seguir acompañándote en tu caminar con Dios."
      onClose={closeDialog}
    >
      <div className="grid gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openDialog({ kind: 'newsletter', subscribedVia: 'ExitIntentPopup' })}
        >
          <Mail className="size-4.5" aria-hidden="true" /> Recibir Reflexiones Semanales
        </button>
        <button type="button" className="btn btn-gold" onClick={() => openDialog({ kind: 'prayer' })}>
          <HandHeart className="size-4.5" aria-hidden="true" /> Pedir Oración
        </button>
        <button type="button" className="btn btn-outline" onClick={closeDialog}>
          Seguir Explorando
        </button>
      </div>
    </DialogShell>
  );
}
