import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onSubmit(): void;
  onClose(): void;
  /** Buttons beside Cancel (e.g. «Quitar enlace»). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A small dialog of the editor (a link, an image). Its form lives in a portal but inside the post's form
 * in React's tree, where a submit event would bubble up and save the post: it stops here.
 */
export function EditorDialog({
  title,
  submitLabel,
  cancelLabel,
  busy,
  onSubmit,
  onClose,
  extra,
  children,
}: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onSubmit();
  }
  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto mt-16 w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            {children}
            <div className="flex flex-wrap justify-end gap-3">
              {extra}
              <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </button>
              <button type="submit" className="btn-primary" disabled={busy}>
                {submitLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
