import { offlineMessage } from '#core/messages/errorMessages.ts';

/**
 * «Gestionar mis donaciones» (issue 18): the donor's self-service page, and how each gift shows its state.
 * The server function's own messages are shown as they come.
 */
export const givingMessages = {
  donor: {
    requestTitle: 'Recibe tu enlace de acceso',
    requestIntro:
      'Escribe el correo con el que donaste. Te enviaremos un enlace para ver tus donaciones, descargar tus certificados anuales y cambiar tu donación mensual, sin cuenta ni contraseña.',
    emailLabel: 'Correo electrónico',
    emailInvalid: 'Escribe un correo válido.',
    send: 'Enviarme el enlace',
    sending: 'Enviando…',
    opening: 'Abriendo tus donaciones…',
    newLink: 'Pedir un enlace nuevo',
    giftsTitle: 'Tus donaciones',
    noGifts: 'No hay donaciones registradas con este correo.',
    columns: { date: 'Fecha', fund: 'Fondo', amount: 'Importe', state: 'Estado' },
    statementsTitle: 'Certificados anuales',
    statementsIntro: 'Un PDF por año con tus donaciones completadas, para tus registros o tu declaración.',
    noStatements: 'Todavía no hay donaciones completadas para un certificado.',
    download: (year: number) => `Descargar certificado ${year}`,
    downloading: 'Preparando el PDF…',
    recurringTitle: 'Donación mensual',
    recurringIntro:
      'Cambia el importe o la tarjeta, o cancela tu donación mensual en el portal seguro de Stripe.',
    portal: 'Gestionar mi donación mensual',
    portalOpening: 'Abriendo el portal…',
    signedInAs: (email: string) => `Donaciones de ${email}`,
    signOut: 'Salir',
    offline: offlineMessage,
  },
  /** How each gift shows its state: a refund overrides the payment's status. */
  giftStates: {
    succeeded: 'Completada',
    pending: 'Pendiente',
    failed: 'Fallida',
    refunded: 'Reembolsada',
    monthly: 'Mensual',
  },
} as const;
