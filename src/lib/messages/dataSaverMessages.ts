/**
 * «Ahorro de datos» (issue 31 item 4): the footer's switch, the notice above a page's content while it is on,
 * and what a play or download costs. Fixed texts of the site, like the footer's others (the site areas of
 * core/site/ hold what the ministry writes; these say how the site itself behaves).
 */
export const dataSaverMessages = {
  switchLabel: 'Ahorro de datos',
  switchHint: 'Fotos pequeñas; mapas y videos, solo si los pides. Se recuerda en este dispositivo.',
  notice: 'Ahorro de datos activado: fotos pequeñas; mapas y videos esperan a que los pidas.',
  showPhotos: 'Mostrar las fotos de esta página',
  showMap: 'Mostrar el mapa',
  /** Beside a player: what listening or watching it all costs. */
  playCost: (kind: 'audio' | 'video', size: string) =>
    `${kind === 'audio' ? 'Escucharlo' : 'Verlo'} completo gasta unos ${size} de datos.`,
} as const;
