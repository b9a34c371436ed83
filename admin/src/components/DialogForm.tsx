import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  title: string;
  /** The panel's width (and offset): a one- or two-column form, an editor's small dialog. */
  panelClassName: string;
  submitLabel: string;
  cancelLabel: string;
  /** While true both buttons are disabled. */
  busy: boolean;
  onSubmit(event: FormEvent): void;
  /** Escape, a click outside or Cancelar. */
  onClose(): void;
  /** Buttons before Cancelar (e.g. «Quitar enlace»). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A modal panel holding one form: its title, its fields, then Cancelar and the submit button. */
export function DialogForm({
  title,
  panelClassName,
  submitLabel,
  cancelLabel,
  busy,
  onSubmit,
  onClose,
  extra,
  children,
}: Props) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className={`mx-auto w-full rounded-lg bg-white p-6 shadow-xl ${panelClassName}`}>
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
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
