import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { adminMessages } from '../lib/messages.ts';

interface Props {
  open: boolean;
  title?: string;
  description?: string;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Delete confirmation used by every list (an accessible dialog instead of window.confirm). */
export function ConfirmDialog({
  open,
  title,
  description,
  busy = false,
  confirmLabel,
  onConfirm,
  onCancel,
}: Props) {
  const copy = adminMessages.common;
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">{title ?? copy.confirmDeleteTitle}</DialogTitle>
          <Description className="mt-2 text-ink-700">
            {description ?? copy.confirmDeleteDescription}
          </Description>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
              {copy.actions.cancel}
            </button>
            <button type="button" className="btn-danger" onClick={onConfirm} disabled={busy}>
              {confirmLabel ?? copy.actions.delete}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
