/** Every Spanish text of the Estadísticas screen, in one place (the e2e journeys assert them). */
export const analyticsMessages = {
  title: 'Estadísticas',
  intro:
    'Visitas al sitio público contadas sin cookies ni datos personales: no se guarda la dirección IP ni el navegador de nadie, y quien activa «No rastrear» no se cuenta.',
  periodLabel: 'Periodo',
  periods: { 30: 'Últimos 30 días', 90: 'Últimos 90 días', 365: 'Último año' },
  loading: 'Cargando…',
  loadError: 'Error al cargar las estadísticas',
  retry: 'Reintentar',
  empty: 'Todavía no hay visitas en este periodo.',
  figures: {
    views: 'Visitas',
    visitors: 'Visitantes únicos',
    visitorsNote: 'suma de cada día',
    opens: 'Enseñanzas abiertas',
  },
  daily: {
    title: 'Visitas por día',
    tableSummary: 'Ver los datos por día',
    day: 'Día',
    views: 'Visitas',
    visitors: 'Visitantes únicos',
  },
  rankings: {
    page: { title: 'Páginas más vistas', column: 'Página', hits: 'Visitas' },
    teaching: {
      title: 'Enseñanzas más abiertas',
      note: 'Artículos leídos en su página; audios y videos abiertos desde el sitio.',
      column: 'Enseñanza',
      hits: 'Aperturas',
    },
    referrer: { title: 'Sitios de procedencia', column: 'Sitio', hits: 'Visitas' },
    device: { title: 'Dispositivos', column: 'Dispositivo', hits: 'Visitas' },
  },
  share: 'Porcentaje',
  none: 'Sin datos en este periodo.',
  devices: { mobile: 'Móvil', tablet: 'Tableta', desktop: 'Ordenador' },
  teachingTypes: { article: 'Artículo', video: 'Video', audio: 'Audio' },
  deletedTeaching: 'Enseñanza eliminada',
} as const;
