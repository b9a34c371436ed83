/**
 * When an island's code cannot be downloaded. A module of its own: the loader that shows it runs on every
 * page before any interaction (docs/design.md §6, 5 KB), and a sentence exported beside the dialogs' words
 * would bring their whole catalog along (a module the dialogs share becomes one chunk the loader imports).
 */
export const islandLoadFailed = 'No se pudo cargar esta función. Revisa tu conexión e inténtalo de nuevo.';
