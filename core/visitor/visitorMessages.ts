import { OFFLINE_MESSAGE } from '../supabaseError.ts';

/**
 * Every Spanish text a visitor sees from the interactive parts of the site (docs/spec.md §5, §8): toasts are
 * `{ title, description }`, destructive ones marked so. One module so copy is reviewed in one place.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  destructive?: boolean;
  /** Milliseconds; the toast default is 5 s (docs/spec.md §9). */
  duration?: number;
}

const fail = (title: string, description?: string): ToastMessage => ({
  title,
  description,
  destructive: true,
});

export const visitorMessages = {
  testimonialRequired: fail('Campos requeridos', 'Por favor, completa tu nombre, país y testimonio.'),
  wordLimit: {
    ...fail('Límite de palabras alcanzado', 'El testimonio no puede exceder las 200 palabras.'),
    duration: 3000,
  },
  photoTooLarge: fail('Archivo demasiado grande', 'La foto no debe exceder los 2MB.'),
  photoWrongType: fail('Formato de archivo no admitido', 'Sube JPG, PNG, WEBP o GIF.'),
  photoUploadFailed: (detail: string) => fail('Error al subir foto', detail),
  testimonialFailed: (detail: string) => fail('Error al enviar testimonio', detail),
  testimonialSent: {
    title: '¡Testimonio Enviado!',
    description: 'Gracias por compartir tu historia. Será revisada pronto.',
  },

  inquiryIncomplete: fail('Campos incompletos', 'Por favor, completa todos los campos requeridos.'),
  inquiryFailed: (detail: string) => fail('Error al enviar consulta', detail),
  inquirySent: {
    title: 'Consulta Enviada',
    description: 'Gracias por contactarnos. Nos comunicaremos contigo pronto.',
  },
  contactPageSent: {
    title: 'Mensaje enviado',
    description: 'Gracias por contactarnos. Te responderemos a la brevedad.',
    duration: 5000,
  },

  emailRequired: fail('Correo requerido', 'Por favor, ingresa tu correo electrónico.'),
  countryRequired: fail('País requerido', 'Por favor, ingresa tu país.'),
  alreadySubscribed: {
    title: 'Ya estás suscrito',
    description: 'Este correo electrónico ya está registrado en nuestra lista.',
  },
  subscribeFailed: (detail: string) => fail('Error al suscribirse', detail),
  subscribed: {
    title: '¡Suscripción Exitosa!',
    description: 'Gracias por unirte. Recibirás Palabra Viva en tu correo.',
  },

  prayerTextRequired: fail('Petición requerida', 'Por favor, escribe tu motivo de oración.'),
  prayerNameRequired: fail('Nombre requerido', 'Por favor, ingresa tu nombre.'),
  prayerFailed: (detail: string) => fail('Error al enviar petición', detail),
  prayerSent: {
    title: '¡Petición Enviada!',
    description: 'Hemos recibido tu motivo de oración. Estaremos orando por ti.',
  },

  jobRequired: fail('Campos Requeridos', 'Nombre, email y posición son obligatorios.'),
  cvRequired: fail('CV Requerido', 'Por favor, adjunta tu CV.'),
  cvTooLarge: fail('Archivo Demasiado Grande', 'El CV no debe exceder los 5MB.'),
  cvWrongType: fail('Formato Inválido', 'Solo se permiten archivos PDF, DOC, o DOCX.'),
  cvUploadFailed: (detail: string) => fail('Error al Subir CV', `Detalle: ${detail}`),
  applicationFailed: (detail: string) => fail('Error al Enviar Solicitud', `Detalle: ${detail}`),
  applicationSent: { title: 'Gracias por postularte' },

  /** Our addition: a field longer than the database accepts is refused before sending. */
  tooLong: (field: string, max: number) =>
    fail('Texto demasiado largo', `${field} no puede superar los ${max.toLocaleString('es-ES')} caracteres.`),
  /** Our addition: the database accepts only name@domain.tld, stricter than the browser's email check. */
  emailInvalid: fail(
    'Correo no válido',
    'Escribe tu correo electrónico completo, por ejemplo nombre@dominio.com.',
  ),
  /** Network failures have no backend message; say so in Spanish rather than "Failed to fetch". */
  offline: OFFLINE_MESSAGE,
} as const;

/**
 * A toast as one sentence, the way the spec writes it ("Campos requeridos: Por favor, completa…"): the
 * message a schema's issue carries and a server function answers with.
 */
export function said(toast: ToastMessage): string {
  return toast.description ? `${toast.title}: ${toast.description}` : toast.title;
}

const knownToasts = Object.values(visitorMessages).filter(
  (value): value is ToastMessage => typeof value === 'object',
);

/** The toast behind a schema issue's message: a known one with its own duration, else a destructive one. */
export function toastFor(message: string): ToastMessage {
  const known = knownToasts.find((toast) => said(toast) === message);
  if (known) return known;
  const colon = message.indexOf(': ');
  return colon < 0 ? fail(message) : fail(message.slice(0, colon), message.slice(colon + 2));
}
