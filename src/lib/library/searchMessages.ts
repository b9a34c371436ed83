/** What /buscar says while and after it searches (the page's script reads these). */
export const searchMessages = {
  searching: 'Buscando…',
  tooShort: 'Escribe al menos dos letras para buscar.',
  results: (count: number, query: string) =>
    count === 1 ? `1 resultado para «${query}».` : `${count} resultados para «${query}».`,
  none: (query: string) =>
    `No encontramos nada para «${query}». Prueba con otras palabras o revisa la ortografía.`,
  failed:
    'No se pudo cargar la búsqueda. Revisa tu conexión e inténtalo de nuevo; tu texto sigue en el cuadro de búsqueda.',
};
