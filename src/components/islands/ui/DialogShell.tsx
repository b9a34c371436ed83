import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { dialogMessages } from '#site/lib/messages/dialogMessages.ts';

interface Props {
  title: string;
  description?: ReactNode;
  /** Escape, the backdrop and the × button; ignored while a submit is in flight. */
  onClose: () => void;
  busy?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * The site's modal: Headless UI gives the focus trap, Escape, scroll lock and aria-modal; focus returns to
 * the opening button (islandStore.closeDialog). Styled like the static cards.
 */
export function DialogShell({ title, description, onClose, busy = false, size = 'md', children }: Props) {
  // Warm up supabase-js while the visitor types, so the first submit does not wait for it.
  useEffect(() => {
    void import('../visitorApi.ts');
  }, []);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // The dialog element itself covers the viewport (it scrolls when the panel is taller than the screen).
    <Dialog open onClose={close} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-navy-950/70" />
      <div className="relative flex min-h-full items-center justify-center p-3 sm:p-6">
        <DialogPanel
          className={`card on-light relative w-full p-5 text-ink-700 sm:p-8 ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <DialogTitle className="pr-10 font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
            {title}
          </DialogTitle>
          {description && <Description className="mt-2 text-ink-600">{description}</Description>}
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label={dialogMessages.forms.closeDialog}
            className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-ink-600 hover:bg-cream-200 hover:text-ink-900 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <div className="mt-6">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
