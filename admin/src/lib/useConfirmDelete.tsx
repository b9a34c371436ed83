import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorMessage } from './errorMessage.ts';
import { useToast } from './toast.tsx';

interface Options<Row> {
  remove(row: Row): Promise<void>;
  label(row: Row): string;
  deleted: string;
  deleteError: string;
  /** A different error title for some failures (decided on the error's code). */
  errorTitle?(error: unknown): string | undefined;
  onDeleted(): void;
}

/** Delete with a confirmation dialog and the spec's success and error toasts. */
export function useConfirmDelete<Row>({
  remove,
  label,
  deleted,
  deleteError,
  errorTitle,
  onDeleted,
}: Options<Row>) {
  const toast = useToast();
  const [pending, setPending] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
      toast.success(deleted);
      onDeleted();
    } catch (error) {
      toast.error(errorTitle?.(error) ?? deleteError, errorMessage(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending !== null ? `¿Eliminar «${label(pending)}»?` : undefined}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending as (row: Row) => void, dialog };
}
