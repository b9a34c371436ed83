/**
 * Event registration (issue 33): the form on an event's page and the private page that manages a
 * booking. The engine's and the server function's refusals arrive as their own Spanish sentences; these
 * are the page's words around them.
 */
export const signupMessages = {
  form: {
    title: 'Inscríbete',
    intro: 'Sin cuenta ni contraseña. Te confirmamos tu lugar al momento.',
    datesLegend: 'Elige la fecha o las fechas',
    oneDate: 'Fecha',
    name: 'Nombre',
    email: 'Correo electrónico',
    emailHint: 'Te enviamos la confirmación y tu enlace privado para cancelar.',
    phone: 'Teléfono para WhatsApp (opcional si das tu correo)',
    phoneHint: 'Con código de país, por ejemplo +52 55 1234 5678.',
    whatsappConsent: 'Acepto que me avisen por WhatsApp a este número sobre esta inscripción.',
    choose: 'Elige una opción',
    optional: '(opcional)',
    send: 'Inscribirme',
    sending: 'Enviando…',
  },
  /** What the browser checks before sending (the server checks the same and more). */
  missing: {
    dates: 'Elige al menos una fecha.',
    name: 'Escribe tu nombre.',
    contact: 'Escribe tu correo, o tu teléfono para WhatsApp.',
  },
  offline: 'No pudimos conectar. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.',
  done: {
    title: '¡Listo!',
    confirmed: 'Confirmado',
    waitlisted: (position: number | null) =>
      position ? `En lista de espera (lugar ${position})` : 'En lista de espera',
    emailed:
      'Te enviamos un correo con los detalles y tu enlace privado para cancelar o cambiar tu inscripción.',
    keepLink:
      'Guarda este enlace privado: con él puedes cancelar tu inscripción. Sirve una sola vez y no lo compartas.',
    manage: 'Gestionar mi inscripción',
    waitlistNote: 'Si se libera un lugar te avisaremos en el orden de llegada.',
  },
  manage: {
    loading: 'Abriendo tu inscripción…',
    title: 'Tu inscripción',
    status: { confirmed: 'Confirmado', waitlisted: 'En lista de espera', cancelled: 'Cancelado' } as Record<
      string,
      string
    >,
    cancel: 'Cancelar esta fecha',
    cancelling: 'Cancelando…',
    cancelled: 'Listo: cancelamos esa fecha. Si alguien esperaba lugar, ya le avisamos.',
    swapLabel: 'Otra fecha',
    swap: 'Cambiar de fecha',
    swapping: 'Cambiando…',
    swapped: (status: string) =>
      status === 'confirmed'
        ? 'Listo: cambiamos tu fecha. Tu lugar en la nueva fecha está confirmado.'
        : 'Listo: cambiamos tu fecha. En la nueva fecha quedaste en lista de espera.',
    noneLeft: 'No te queda ninguna fecha activa en esta inscripción.',
    newLinkTitle: 'Pedir un enlace nuevo',
    newLinkIntro: 'Escribe el correo con el que te inscribiste y te enviamos un enlace nuevo.',
    emailLabel: 'Correo electrónico',
    emailInvalid: 'Escribe un correo válido.',
    send: 'Enviarme el enlace',
    sending: 'Enviando…',
    sessionNote: 'Por tu seguridad esta página se cierra en 30 minutos; tu enlace ya no vuelve a abrirla.',
  },
} as const;
