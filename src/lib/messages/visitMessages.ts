/**
 * «Planea tu visita» (issue 32 item 1): the page /visitanos, its form and the private page that changes or
 * cancels a visit. The `visits` function's refusals arrive as its own Spanish sentences; these are the
 * page's words around them. What a guest should expect (children, parking…) is not here: staff edit it in
 * the schedule area of the site content.
 */
export const visitMessages = {
  page: {
    title: 'Planea tu visita',
    description:
      'Ven a conocernos: horarios de reunión, cómo llegar, qué esperar y un formulario breve para avisarnos que vienes, sin cuenta.',
    subtitle: 'Queremos recibirte bien. Dinos cuándo vienes y te esperamos en la entrada.',
    eyebrow: 'Visítanos',
    where: 'Dónde nos reunimos',
    mapLink: 'Cómo llegar',
    opensInNewTab: '(se abre en una pestaña nueva)',
    noDates:
      'Ahora no hay reuniones en las próximas semanas. Escríbenos desde la página de contacto y te decimos cuándo es la próxima.',
    contactLink: 'Ir a Contacto',
  },
  form: {
    title: 'Avísanos que vienes',
    intro: 'Cinco datos y listo: sin cuenta ni contraseña. Te confirmamos al momento.',
    name: 'Nombre',
    contactLegend: '¿Cómo te avisamos?',
    email: 'Correo electrónico',
    emailHint: 'Te enviamos la confirmación, el calendario y tu enlace privado para cambiar o cancelar.',
    phone: 'O teléfono para WhatsApp',
    phoneHint: 'Con código de país, por ejemplo +52 55 1234 5678.',
    whatsappConsent: 'Acepto que me escriban por WhatsApp a este número sobre mi visita.',
    visit: '¿A qué reunión vienes?',
    choose: 'Elige una fecha',
    partySize: '¿Cuántas personas vienen? (contándote)',
    children: 'Vienen niños',
    childrenHint: 'Así preparamos su clase y a alguien que los reciba.',
    send: 'Planear mi visita',
    sending: 'Enviando…',
  },
  /** What the browser checks before sending (the server checks the same and more). */
  missing: {
    name: 'Escribe tu nombre.',
    contact: 'Escribe tu correo, o tu teléfono para WhatsApp.',
    consent: 'Para escribirte por WhatsApp necesitamos tu permiso: marca la casilla.',
    visit: 'Elige una reunión de la lista.',
    partySize: '¿Cuántas personas vienen? Escribe un número del 1 al 20.',
  },
  offline: 'No pudimos conectar. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.',
  done: {
    title: '¡Te esperamos!',
    emailed:
      'Te enviamos un correo con la fecha, la dirección, el calendario y tu enlace privado para cambiar o cancelar tu visita.',
    keepLink:
      'Guarda este enlace privado: con él puedes cambiar o cancelar tu visita. Sirve una sola vez y no lo compartas.',
    manage: 'Gestionar mi visita',
    people: (count: number) => (count === 1 ? '1 persona' : `${count} personas`),
    withChildren: 'con niños',
  },
  manage: {
    title: 'Gestionar mi visita',
    description: 'Tu enlace privado, sin cuenta ni contraseña: mira tu visita, cambia la fecha o cancélala.',
    subtitle: 'Esta página es solo para ti: el enlace que te enviamos sirve una sola vez.',
    noscript: 'Esta página necesita JavaScript para abrir tu visita.',
    loading: 'Abriendo tu visita…',
    yourVisit: 'Tu visita',
    status: { planned: 'Confirmada', cancelled: 'Cancelada' } as Record<string, string>,
    where: 'Dónde',
    who: 'Quiénes',
    change: 'Cambiar la fecha',
    changeTo: 'Nueva fecha',
    choose: 'Elige una fecha',
    saveChange: 'Cambiar a esta fecha',
    changing: 'Cambiando…',
    changed:
      'Listo: cambiamos tu visita. Si nos diste tu correo, te enviamos la nueva confirmación con un enlace nuevo.',
    newLink: 'Tu enlace nuevo para gestionar tu visita',
    newLinkNote: 'Guárdalo: este ya no vuelve a abrirse. Sirve una sola vez y no lo compartas.',
    noChoices: 'No hay otras reuniones en las próximas semanas.',
    cancel: 'Cancelar mi visita',
    cancelling: 'Cancelando…',
    cancelled: 'Listo: cancelamos tu visita. Si quieres venir otro día, planéala de nuevo cuando quieras.',
    planAgain: 'Planear otra visita',
    newLinkTitle: 'Pedir un enlace nuevo',
    newLinkIntro: 'Escribe el correo con el que planeaste tu visita y te enviamos un enlace nuevo.',
    emailLabel: 'Correo electrónico',
    emailInvalid: 'Escribe un correo válido.',
    send: 'Enviarme el enlace',
    sending: 'Enviando…',
    sessionNote: 'Por tu seguridad esta página se cierra en 30 minutos; tu enlace ya no vuelve a abrirla.',
  },
};
