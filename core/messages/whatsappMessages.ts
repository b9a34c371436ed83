/**
 * The words of the WhatsApp hand-off (issue 31 item 1): the prefilled messages a visitor sends the ministry,
 * the reference a form's success names and the greeting staff send back. Prefilled texts stay short: they
 * travel in the wa.me link and the person may edit them before sending.
 */
export type ReferenceKind = 'inquiry' | 'prayer' | 'application' | 'testimonial' | 'visit';

const NOUNS: Record<ReferenceKind, string> = {
  inquiry: 'Mensaje',
  prayer: 'Petición',
  application: 'Postulación',
  testimonial: 'Testimonio',
  visit: 'Visita',
};

/** "Petición #482193": what the visitor quotes and the inbox row shows. */
export const referenceLabel = (kind: ReferenceKind, reference: string) => `${NOUNS[kind]} #${reference}`;

export const whatsappMessages = {
  offer: 'Escríbenos por WhatsApp',
  /** On teachings, posts and events: a wa.me link with the title and the address. */
  share: 'Compartir por WhatsApp',
  /** The same button where the phone has its own share sheet (WhatsApp is one of its choices). */
  shareSheet: 'Compartir',
  continueOnWhatsApp: 'Continuar por WhatsApp',
  opensInNewTab: '(se abre en una pestaña nueva)',
  /** The chat could not answer: the visitor asks a person. */
  chatHelp: 'Hola, vengo del sitio web y tengo una pregunta.',
  chatHelpOffer: '¿Prefieres hablar con una persona? Escríbenos por WhatsApp.',
  /** After a prayer request in the chat. */
  chatAfterPrayer: 'Hola, acabo de enviar una petición de oración desde el sitio web.',
  chatAfterPrayerOffer: 'Si quieres conversar con alguien del equipo pastoral, escríbenos por WhatsApp.',
  /** A form's success: the reference, and the message that quotes it. */
  yourReference: (label: string) => `Tu referencia: ${label}.`,
  aboutReference: (label: string) =>
    `Hola, les escribo por mi ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
  /** Staff answering a row whose sender agreed to WhatsApp. */
  reply: 'Responder por WhatsApp',
  greeting: (name: string, label: string) =>
    `Hola, ${name}. Te escribimos del ministerio por tu ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
} as const;
