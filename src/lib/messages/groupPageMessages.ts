/**
 * The words of /grupos and /grupos/[slug] (issue 33 item 4). Kinds, days, «Completo» and the server's
 * refusals are shared with the admin and the function: core/messages/groupMessages.ts.
 */
export const groupPageMessages = {
  list: {
    title: 'Grupos',
    eyebrow: 'Comunidad',
    subtitle:
      'Pequeños grupos que se reúnen en casas durante la semana. Elige uno cerca de ti y pide unirte.',
    description:
      'Grupos pequeños por zona, día y tipo: jóvenes, matrimonios, mujeres, hombres y familias. Pide unirte sin crear una cuenta.',
    filters: 'Filtrar grupos',
    kind: 'Tipo de grupo',
    day: 'Día',
    all: 'Todos',
    none: 'Ningún grupo coincide con esos filtros. Prueba con otro día o tipo.',
    empty: 'Todavía no hay grupos publicados. Escríbenos y te ayudamos a encontrar uno.',
    leader: (name: string) => `Lo guía ${name}`,
    zone: 'Zona',
    seeGroup: (name: string) => `Ver ${name}`,
    places: (left: number) => (left === 1 ? 'Queda 1 lugar' : `Quedan ${left} lugares`),
  },
  detail: {
    back: 'Todos los grupos',
    when: 'Cuándo',
    where: 'Dónde',
    whereNote: 'La dirección exacta te la enviamos por correo cuando el líder acepte tu solicitud.',
    leader: 'Líder',
    fullNote: 'Este grupo está completo por ahora. Mira otros grupos que se reúnen otros días.',
  },
  form: {
    title: 'Quiero unirme',
    intro: 'Sin cuenta ni contraseña. El líder recibe tu solicitud y te responde.',
    name: 'Nombre',
    email: 'Correo electrónico',
    emailHint: 'Por aquí te llegará la respuesta y, si te aceptan, la dirección.',
    phone: 'Teléfono para WhatsApp (opcional si das tu correo)',
    phoneHint: 'Con código de país, por ejemplo +52 55 1234 5678.',
    whatsappConsent: 'Acepto que el líder me escriba por WhatsApp a este número sobre este grupo.',
    message: 'Mensaje para el líder (opcional)',
    send: 'Quiero unirme',
    sending: 'Enviando…',
    done: '¡Solicitud enviada!',
  },
  offline: 'No pudimos conectar. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.',
} as const;
