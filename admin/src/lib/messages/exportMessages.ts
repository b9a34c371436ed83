/**
 * «Exportar todo» (issue 30, item 4): every table and stored file of the ministry in one ZIP, built by the
 * background function (data_exports), followed by its progress and downloaded through a signed URL.
 */
export const exportMessages = {
  title: 'Exportar todo',
  intro:
    'Descarga en un ZIP todos los datos del ministerio: cada tabla en CSV (para abrirla en una hoja de cálculo) y en JSON (copia exacta), y todos los archivos subidos. Se prepara en el servidor: puedes seguir trabajando mientras tanto.',
  privacy:
    'El ZIP contiene datos personales (donantes, peticiones de oración, solicitudes de empleo, suscriptores): guárdalo en un lugar seguro y bórralo cuando ya no lo necesites.',
  start: 'Exportar todo',
  startAgain: 'Volver a exportar',
  download: 'Descargar ZIP',
  progressLabel: 'Progreso de la exportación',
  queued: 'En cola: la exportación empieza en unos segundos.',
  listing: 'Leyendo la lista de tablas y archivos…',
  working: (done: string, total: string) => `Exportando: ${done} de ${total} tablas y archivos.`,
  ready: (tables: string, files: string, size: string, when: string) =>
    `Exportación lista: ${tables} tablas y ${files} archivos, ${size}, preparada el ${when}.`,
  stale: 'La exportación se interrumpió sin terminar (el proceso se detuvo). Vuelve a exportar.',
  failed: 'No se pudo preparar la exportación',
  none: 'Todavía no se ha exportado nada.',
  replaces:
    'Cada exportación nueva reemplaza el ZIP anterior; el registro de quién exportó y cuándo se conserva abajo.',
  error: 'Error al leer las exportaciones',
  startError: 'Error al empezar la exportación',
  downloadError: 'Error al descargar el ZIP',
  history: {
    title: 'Registro de exportaciones',
    empty: 'Nadie ha exportado los datos todavía.',
    when: 'Pedida el',
    who: 'Pedida por',
    state: 'Estado',
    size: 'Tamaño',
    unknownPerson: 'Cuenta eliminada',
  },
  states: {
    queued: 'En cola',
    running: 'Preparándose',
    ready: 'Lista para descargar',
    failed: 'Falló',
    replaced: 'Reemplazada por una más nueva',
  },
} as const;
