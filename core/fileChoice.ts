/**
 * A file input's own button and status are drawn by the browser in the browser's language («Choose File /
 * No file chosen» in an English one), so the admin and the site draw their own over it in Spanish.
 */
export const FILE_CHOICE = {
  button: 'Elegir archivo',
  none: 'Ningún archivo elegido',
  /** While a phone photo is made light in the browser (core/photos/preparePhoto.ts). */
  preparing: 'Preparando la foto…',
} as const;

/** What a file input holds, as the line beside its button says it: the file's name, or that there is none. */
export function chosenFileText(files: ArrayLike<{ name: string }> | null | undefined): string {
  const file = files?.[0];
  return file ? file.name : FILE_CHOICE.none;
}
