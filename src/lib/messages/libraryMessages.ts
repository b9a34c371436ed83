/** The teaching library's words: its counts, the descriptions it falls back on, and what /buscar says. */
export const libraryMessages = {
  counts: {
    teachings: (n: number) => (n === 1 ? '1 enseñanza' : `${n} enseñanzas`),
    episodes: (n: number) => (n === 1 ? '1 episodio' : `${n} episodios`),
  },
  /** What a series' or speaker's page and podcast say when it has no description of its own. */
  fallbacks: {
    series: (siteName: string) => `Serie de enseñanzas de ${siteName}.`,
    speaker: (name: string, siteName: string) => `Enseñanzas de ${name} en ${siteName}.`,
  },
  /** «Copiar enlace RSS» on a podcast's page, after the click. */
  feeds: {
    copied: '¡Enlace copiado!',
    copiedStatus: 'Enlace RSS copiado al portapapeles.',
    failed: 'No se pudo copiar',
    failedStatus: 'No se pudo copiar el enlace: usa el enlace RSS.',
  },
  /** What /buscar says while and after it searches (the page's script reads these). */
  search: {
    searching: 'Buscando…',
    tooShort: 'Escribe al menos dos letras para buscar.',
    results: (count: number, query: string) =>
      count === 1 ? `1 resultado para «${query}».` : `${count} resultados para «${query}».`,
    none: (query: string) =>
      `No encontramos nada para «${query}». Prueba con otras palabras o revisa la ortografía.`,
    failed:
      'No se pudo cargar la búsqueda. Revisa tu conexión e inténtalo de nuevo; tu texto sigue en el cuadro de búsqueda.',
  },
} as const;
