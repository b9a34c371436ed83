/**
 * The visitor dialogs' words (docs/spec.md §2, §5), keyed by the resource each one writes: its title and
 * description, `fields` and `actions`. Their toasts are shared with the server functions and live in
 * core/messages/visitorMessages.ts. Plain strings, so issue 27 can seed them as editable defaults.
 */
export const dialogMessages = {
  /** What every visitor form shares. */
  forms: {
    email: 'Correo Electrónico',
    emailOptional: 'Correo Electrónico (Opcional)',
    /** Issue 31: a phone to be answered on WhatsApp, only with the box ticked. */
    phone: 'Teléfono (Opcional)',
    phoneHint: 'Con código de país, por ejemplo +52 55 1234 5678.',
    whatsappConsent: 'Acepto que me respondan por WhatsApp a este número.',
    /** The honeypot's label: people never see it, many bots fill it. */
    honeypot: 'No completes este campo',
    cancel: 'Cancelar',
    close: 'Cerrar',
    closeDialog: 'Cerrar ventana',
  },
  testimonials: {
    title: 'Comparte tu Historia',
    description: 'Cuéntanos cómo Dios ha obrado en tu vida. Revisaremos tu testimonio antes de publicarlo.',
    fields: {
      name: 'Nombre Completo',
      country: 'País',
      text: 'Tu Testimonio (Máx. 200 palabras)',
      words: (count: number, max: number) => `${count}/${max} palabras`,
      photo: 'Sube una Foto (Opcional, JPG, PNG, WEBP o GIF, máx. 2MB)',
    },
    actions: { submit: 'Enviar Testimonio' },
  },
  subscribers: {
    title: 'Recibe Palabra Viva',
    description: 'Reflexiones bíblicas semanales y noticias del ministerio en tu correo.',
    fields: { name: 'Nombre', country: 'País', wantsReflections: 'Quiero recibir reflexiones semanales' },
    actions: { submit: 'Suscribirme' },
  },
  prayers: {
    title: 'Pide Oración',
    description: 'Comparte tu motivo de oración. Nuestro equipo pastoral intercederá por ti.',
    fields: {
      name: 'Nombre',
      emailHint: 'Solo lo usaremos para darte seguimiento; nunca se mostrará públicamente.',
      request: 'Motivo de Oración',
      visibility: '¿Quién puede verla?',
    },
    actions: { submit: 'Enviar Petición' },
  },
  exitIntent: {
    title: '¡Antes de irte!',
    description: 'Nos encantaría seguir acompañándote en tu caminar con Dios.',
    actions: {
      subscribe: 'Recibir Reflexiones Semanales',
      pray: 'Pedir Oración',
      keepExploring: 'Seguir Explorando',
    },
  },
} as const;
