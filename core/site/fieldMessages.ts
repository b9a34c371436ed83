/**
 * The Spanish messages of the site-content schemas (core/site/): the admin's forms show them beside each
 * field, the server function answers with them and a build that meets a bad value prints them.
 */
export const fieldMessages = {
  required: 'Este campo es obligatorio.',
  tooLong: (max: number) => `No puede superar los ${max} caracteres.`,
  link: 'Debe ser un enlace que empiece por http:// o https://.',
  mapEmbed:
    'Debe ser un mapa de Google Maps para incrustar (https://www.google.com/maps…): es el único que el sitio permite mostrar.',
  imageSource: 'Debe ser una imagen subida o una ruta del sitio que empiece por /.',
  email: 'Introduce un correo electrónico válido.',
  phone: 'Escribe el número en formato internacional, con + y el código del país (p. ej. +52 55 1234 5678).',
  time: 'Escribe la hora como 19:00.',
  date: 'Elige una fecha válida.',
  dateTime: 'Elige una fecha y hora válidas.',
  endAfterStart: 'La hora de fin debe ser posterior a la de inicio.',
  bannerEndAfterStart: 'El fin debe ser posterior al inicio.',
  timeZone: 'Elige una zona horaria válida.',
  youtubeChannel: 'Debe ser el id de un canal de YouTube (empieza por UC).',
  stripePublishableKey: 'Debe ser una clave publicable de Stripe (pk_test_… o pk_live_…).',
  stripeBuyButton: 'Debe ser el id de un botón de compra de Stripe (buy_btn_…).',
  stripePaymentLink: 'Debe ser el id de un enlace de pago de Stripe (plink_…).',
  noSecret: 'Nunca escribas aquí una clave secreta: solo ids públicos y la clave publicable.',
  fundId: 'Usa minúsculas, cifras y guiones (p. ej. misiones).',
  unknownService: 'Elige una reunión del horario.',
  changedNeedsTimes: 'Indica la nueva hora de inicio y de fin.',
  wallDays: 'Indica un número de días entre 1 y 365.',
  retentionMonths: 'Indica un número de meses entre 1 y 36.',
  tooMany: (max: number) => `Como máximo ${max}.`,
  tooFew: (min: number) => `Al menos ${min}.`,
} as const;
