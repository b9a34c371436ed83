/**
 * Offline reading and listening (issue 31 items 2 and 3): the offline page's list of what this device keeps,
 * the save button of an audio teaching and "Mis enseñanzas guardadas". The pages' fixed text is in
 * src/pages/sin-conexion.astro and src/pages/guardados.astro.
 */
export const offlineMessages = {
  /** When the browser keeps nothing yet (or has no service worker). */
  nothingKept:
    'Todavía no hay páginas guardadas en este dispositivo. Las páginas que abras con conexión se guardan solas para leerlas después.',
  /** A kept page whose title cannot be read. */
  untitled: 'Página sin título',
  saving: 'Guardando el audio…',
  saved: 'Guardado: puedes escucharlo sin conexión en este dispositivo.',
  savedListLink: 'Ver mis enseñanzas guardadas',
  /** The device is full or the browser refused the space. */
  noSpace: (size: string) =>
    `No hay espacio suficiente en este dispositivo para guardar este audio (${size}). Borra enseñanzas guardadas o libera espacio e inténtalo de nuevo.`,
  saveFailed: 'No se pudo guardar el audio. Revisa tu conexión e inténtalo de nuevo.',
  /** This browser has no Cache API (an old browser, or a private window that refuses storage). */
  unsupported: 'Este navegador no permite guardar audios para escuchar sin conexión.',
  /** "Mis enseñanzas guardadas". */
  nothingSaved:
    'Aún no has guardado ninguna enseñanza. En cada audio encontrarás «Guardar para escuchar sin conexión».',
  spaceUsed: (size: string, count: number) =>
    `${count === 1 ? '1 enseñanza guardada' : `${count} enseñanzas guardadas`}: ocupan ${size} en este dispositivo.`,
  deleteLabel: (title: string) => `Borrar «${title}» de este dispositivo`,
  delete: 'Borrar',
  deleted: (title: string) => `«${title}» se borró de este dispositivo.`,
} as const;
