/**
 * The panel's own screens: the dashboard with the site's build and the outgoing email, the visit
 * statistics (Estadísticas) and the newsletter (Email Marketing).
 */
const count = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat('es-ES').format(n)} ${n === 1 ? one : many}`;
const emails = (n: number) => count(n, 'correo', 'correos');

const notSending = 'Los correos no se envían:';
const retried = 'Se vuelve a intentar cada minuto.';

export const panelMessages = {
  dashboard: {
    title: 'Dashboard',
    sections: 'Secciones',
    figures: {
      visits: 'Visitas (últimos 30 días)',
      subscribers: 'Suscriptores activos',
      content: 'Contenido publicado',
      donations: 'Donaciones este mes',
    },
  },
  /** The dashboard's panel of the public site's builds (lib/siteBuildStatus.ts). */
  siteBuild: {
    title: 'Sitio público',
    publishNow: 'Publicar sitio ahora',
    publishing: 'Publicando…',
    requested: 'Publicación solicitada',
    requestedDescription: 'El sitio se actualizará en unos segundos.',
    requestError: 'Error al publicar el sitio',
    loadError: 'No se pudo leer el estado del sitio.',
    building: 'Publicación en curso…',
    failed: 'La última publicación falló',
    failedKeepsLast: 'Sigue en línea la versión anterior del sitio.',
    lastBuilt: (when: string) => `Última publicación: ${when}`,
    neverBuilt: 'Aún no se ha publicado el sitio.',
    pending: 'Hay cambios esperando a publicarse.',
  } /** Outgoing email (public.email_outbox_summary), one entry per problem code the worker records. */,
  emailOutbox: {
    title: 'Correo saliente',
    loading: 'Cargando…',
    loadError: 'No se pudo leer el estado del correo saliente.',
    allSent: 'Todo el correo está enviado.',
    sentLastDay: (n: number) => `${count(n, 'correo enviado', 'correos enviados')} en las últimas 24 horas.`,
    waiting: (n: number) => `${count(n, 'correo en cola', 'correos en cola')}.`,
    pace: (perMinute: number, minutes: number) =>
      `Se envían hasta ${perMinute} por minuto${minutes > 1 ? `: unos ${minutes} minutos para todos` : ''}.`,
    waitingSince: (n: number, since: string) =>
      `${emails(n)} ${n === 1 ? 'espera' : 'esperan'} desde ${since}. Ninguno se pierde: saldrán en cuanto esto se resuelva.`,
    nothingWaiting: 'No hay correos esperando.',
    failed: (n: number) => `${count(n, 'correo no se pudo enviar', 'correos no se pudieron enviar')}.`,
    lastFailure: (reason: string) => `Último motivo del servidor de correo: ${reason}`,
    neverRan: 'El envío automático de correos no se ha ejecutado nunca.',
    ranLast: (when: string) => `El envío automático de correos no se ejecuta desde ${when}.`,
    checkSchedule:
      'Comprueba en Netlify que la función programada send-queued-email está desplegada y que SUPABASE_SECRET_KEY está definida.',
    problems: {
      smtp_not_configured: {
        headline: `${notSending} falta configurar el servidor de correo (SMTP).`,
        fix: 'Define SMTP_HOST y SMTP_FROM (y SMTP_USER y SMTP_PASS si tu proveedor los pide) en las variables de entorno de Netlify y vuelve a desplegar.',
      },
      smtp_settings_invalid: {
        headline: `${notSending} los ajustes del servidor de correo no son válidos.`,
        fix: 'Corrige las variables SMTP_* en Netlify y vuelve a desplegar.',
      },
      smtp_unreachable: {
        headline: `${notSending} no se puede conectar con el servidor de correo.`,
        fix: `Comprueba SMTP_HOST y SMTP_PORT en Netlify. ${retried}`,
      },
      smtp_login_rejected: {
        headline: `${notSending} el servidor de correo rechaza el usuario o la contraseña.`,
        fix: `Comprueba SMTP_USER y SMTP_PASS en Netlify. ${retried}`,
      },
      smtp_sender_rejected: {
        headline: `${notSending} el servidor de correo no acepta la dirección del remitente.`,
        fix: `Pon en SMTP_FROM una dirección que tu proveedor permita usar. ${retried}`,
      },
    } as Readonly<Record<string, { headline: string; fix: string }>>,
  },
  /** Estadísticas: visits counted without cookies or personal data. */
  analytics: {
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
  },
} as const;

/** Email Marketing: newsletter issues written in Markdown, tested and sent to active subscribers. */
export const newsletterResource = {
  name: 'Email Marketing',
  intro:
    'Escribe un boletín en Markdown, revisa cómo se verá, envíate una prueba y mándalo a todos los suscriptores activos. Cada correo lleva su enlace para darse de baja.',
  history: 'Boletines',
  empty: 'Todavía no hay boletines.',
  fields: {
    subject: 'Asunto',
    contentHint:
      'Títulos con #, **negrita**, *cursiva*, listas y [enlaces](https://…). El HTML se muestra como texto.',
    preview: 'Vista previa del correo',
  },
  states: {
    draft: 'Borrador',
    interrupted: 'Envío interrumpido',
    sending: 'Enviando',
    sent: 'Enviado',
    failed: 'Enviado con fallos',
  },
  progress: (sent: number, recipients: number | null, failed: number) =>
    `${sent} de ${recipients ?? '?'} enviados${failed > 0 ? `, ${failed} ${failed === 1 ? 'fallido' : 'fallidos'}` : ''}`,
  notSent: 'Sin enviar',
  confirmSend: {
    title: '¿Enviar el boletín?',
    description: (subject: string, count: number) =>
      `«${subject}» se enviará a ${count} ${count === 1 ? 'suscriptor activo' : 'suscriptores activos'}. Una vez enviado no se puede modificar ni deshacer.`,
    confirm: 'Enviar ahora',
  },
  actions: {
    new: 'Nuevo boletín',
    edit: 'Editar',
    saveDraft: 'Guardar borrador',
    sendTest: 'Enviarme una prueba',
    sendAll: 'Enviar a los suscriptores',
    resume: 'Reanudar envío',
    close: 'Cerrar',
  },
  notifications: {
    saved: 'Borrador guardado',
    testSent: 'Prueba enviada',
    testSentDetail: (email: string) => `Llegará en unos segundos a ${email}.`,
    sendStarted: 'Envío en marcha',
    sendStartedDetail: (count: number) =>
      `${count} ${count === 1 ? 'correo en cola' : 'correos en cola'}; el progreso se ve en la lista.`,
    deleted: 'Boletín eliminado',
  },
  errors: {
    loadList: 'Error al cargar los boletines',
    save: 'Error al guardar el boletín',
    send: 'Error al enviar el boletín',
    delete: 'Error al eliminar el boletín',
  },
} as const;
