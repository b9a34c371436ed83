import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { adminMessages } from './messages.ts';
import { useToast } from './toast.tsx';

/** Deleting a row of a list: the call and the spec's success and error toasts. */
export interface RemoveAction<Row> {
  run(row: Row): Promise<void>;
  done: string;
  failed: string;
  /** A different error title for some failures (decided on the error's code). */
  failedTitle?(error: unknown): string | undefined;
}

/** Deleting a row by its id, with the feature's «eliminado» and «no se pudo eliminar» toasts. */
export function removeById<Row extends { id: string }>(
  remove: (id: string) => Promise<void>,
  copy: { notifications: { deleted: string }; errors: { delete: string } },
): RemoveAction<Row> {
  return { run: (row) => remove(row.id), done: copy.notifications.deleted, failed: copy.errors.delete };
}

/** Delete with a confirmation dialog («¿Eliminar «…»?») and the toasts; `ask` opens it for a row. */
export function useConfirmDelete<Row>(
  remove: RemoveAction<Row> | undefined,
  label: (row: Row) => string,
  onDeleted: () => void,
) {
  const toast = useToast();
  const [pending, setPending] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (pending === null || !remove) return;
    setBusy(true);
    try {
      await remove.run(pending);
      toast.success(remove.done);
      onDeleted();
    } catch (error) {
      toast.error(remove.failedTitle?.(error) ?? remove.failed, errorDetail(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending !== null ? adminMessages.common.confirmDeleteOf(label(pending)) : undefined}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending as (row: Row) => void, dialog };
}
