/**
 * The person's private link to their prayer request (issue 17): the panel the dialog shows once sent,
 * and the page the link opens (count, answered testimony, withdrawal). Statuses and link problems are
 * shared with the server and live in core/prayer/prayerText.ts.
 */
export const prayerLinkMessages = {
  /** The page's sentence for a link that does not work. */
  linkProblems: {
    // A wrong link and one past its year answer alike (issue 30 item 2), so one sentence covers both.
    invalid:
      'Este enlace no es válido o ya caducó (dura un año). Revisa que lo copiaste completo desde el correo o la pantalla de confirmación; si caducó, puedes enviar una nueva petición de oración.',
    limited:
      'Demasiados intentos con este enlace o con enlaces no válidos desde tu conexión. Espera 15 minutos e inténtalo de nuevo.',
    withdrawn: 'Este enlace ya se usó: retiraste esta petición. Ya no aparece en el muro de oración.',
    answered:
      'Este enlace ya se usó: marcaste esta petición como contestada. ¡Gracias por contarnos lo que Dios hizo!',
  },
  /** Where the request stands, by its status. */
  statuses: {
    pending: 'Recibida. El equipo pastoral está orando por ella.',
    approved: 'En el muro de oración.',
    rejected: 'Recibida. El equipo pastoral ora por ella en privado.',
    expired: 'Ya cumplió su tiempo en el muro de oración.',
  },
  panel: {
    title: 'Tu enlace privado',
    keepIt:
      'Guárdalo: con él verás cuántas personas oraron por ti, podrás retirar tu petición o contarnos cómo Dios respondió. No lo compartas.',
    emailed: ' También te lo enviamos por correo.',
    onWall: 'Cuando el equipo pastoral la revise, aparecerá en el ',
    meanwhile: 'Mientras tanto, puedes orar por otros en el ',
    wall: 'muro de oración',
    copy: 'Copiar enlace',
    close: 'Cerrar',
  },
  page: {
    loading: 'Cargando tu petición…',
    failed: (message: string) => `No se pudo abrir tu petición: ${message}`,
    title: 'Tu petición',
    prayedForYou: (prayed: string) => `${prayed} por ti`,
    answerTitle: '¿Dios respondió tu oración?',
    answerIntro:
      'Cuéntanos qué pasó. Tu historia llegará al equipo como testimonio y, si la aprueban, se publicará con el distintivo «Oración contestada».',
    story: 'Lo que Dios hizo',
    country: 'País',
    answerMissing: 'Cuéntanos qué pasó y desde qué país nos escribes.',
    markAnswered: 'Marcar como contestada',
    withdrawTitle: 'Retirar mi petición',
    withdrawIntro: 'La quitaremos del muro de oración y no se podrá volver a publicar.',
    withdrawConfirm: '¿Seguro que quieres retirar tu petición?',
    withdraw: 'Retirar petición',
  },
} as const;

/** «Oré por ti» on /oracion: its own export, since the wall's script runs on page load. */
export const prayerWallMessages = {
  prayed: 'Gracias por orar. Tu oración quedó contada.',
  prayFailed: (message: string) => `No se pudo contar tu oración: ${message}`,
} as const;
