/** What a resource says after saving (adminMessages.resources.series, .speakers, …). */
interface SaveCopy {
  notifications: { created: string; updated: string };
  errors: { create: string; update: string };
}

/** The success and failure toasts of a create-or-edit dialog, as FormDialog's `done` and `failed`. */
export const savedMessages = (copy: SaveCopy, editing: boolean) => ({
  done: editing ? copy.notifications.updated : copy.notifications.created,
  failed: editing ? copy.errors.update : copy.errors.create,
});
