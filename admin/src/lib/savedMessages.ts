/** What a feature's messages say after saving (adminMessages.series, .speakers, …). */
interface SaveCopy {
  created: string;
  updated: string;
  createError: string;
  updateError: string;
}

/** The success and failure toasts of a create-or-edit dialog, as FormDialog's `done` and `failed`. */
export const savedMessages = (copy: SaveCopy, editing: boolean) => ({
  done: editing ? copy.updated : copy.created,
  failed: editing ? copy.updateError : copy.createError,
});
