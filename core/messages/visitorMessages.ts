import { errorMessages } from './errorMessages.ts';
import { failure } from './toast.ts';

/**
 * What a visitor is told by the site's forms and by the server functions behind them (docs/spec.md §5, §8),
 * keyed by resource (the table the form writes) and purpose: `notifications` when it went well, `errors`
 * when it did not. Functions take the backend's detail. The spec's texts are verbatim.
 */
export const visitorMessages = {
  resources: {
    testimonials: {
      notifications: {
        sent: {
          title: '¡Testimonio Enviado!',
          description: 'Gracias por compartir tu historia. Será revisada pronto.',
        },
      },
      errors: {
        required: failure('Campos requeridos', 'Por favor, completa tu nombre, país y testimonio.'),
        wordLimit: {
          ...failure('Límite de palabras alcanzado', 'El testimonio no puede exceder las 200 palabras.'),
          duration: 3000,
        },
        photoTooLarge: failure('Archivo demasiado grande', 'La foto no debe exceder los 2MB.'),
        photoWrongType: failure('Formato de archivo no admitido', 'Sube JPG, PNG, WEBP o GIF.'),
        /** Neither the browser nor the HEIC decoder could read the picture (a damaged file, another format). */
        photoUnreadable: failure(
          'No pudimos abrir la foto',
          'Prueba con otra foto, o guárdala como JPG y vuelve a elegirla.',
        ),
        photoUploadFailed: (detail: string) => failure('Error al subir foto', detail),
        sendFailed: (detail: string) => failure('Error al enviar testimonio', detail),
      },
    },
    inquiries: {
      notifications: {
        sent: {
          title: 'Consulta Enviada',
          description: 'Gracias por contactarnos. Nos comunicaremos contigo pronto.',
        },
        pageSent: {
          title: 'Mensaje enviado',
          description: 'Gracias por contactarnos. Te responderemos a la brevedad.',
          duration: 5000,
        },
      },
      errors: {
        incomplete: failure('Campos incompletos', 'Por favor, completa todos los campos requeridos.'),
        sendFailed: (detail: string) => failure('Error al enviar consulta', detail),
      },
    },
    subscribers: {
      notifications: {
        subscribed: {
          title: '¡Suscripción Exitosa!',
          description: 'Gracias por unirte. Recibirás Palabra Viva en tu correo.',
        },
        /** Neutral, not destructive: the code 23505 means the person is on the list already. */
        alreadySubscribed: {
          title: 'Ya estás suscrito',
          description: 'Este correo electrónico ya está registrado en nuestra lista.',
        },
      },
      errors: {
        emailRequired: failure('Correo requerido', 'Por favor, ingresa tu correo electrónico.'),
        countryRequired: failure('País requerido', 'Por favor, ingresa tu país.'),
        sendFailed: (detail: string) => failure('Error al suscribirse', detail),
      },
    },
    prayers: {
      notifications: {
        sent: {
          title: '¡Petición Enviada!',
          description: 'Hemos recibido tu motivo de oración. Estaremos orando por ti.',
        },
      },
      errors: {
        textRequired: failure('Petición requerida', 'Por favor, escribe tu motivo de oración.'),
        nameRequired: failure('Nombre requerido', 'Por favor, ingresa tu nombre.'),
        sendFailed: (detail: string) => failure('Error al enviar petición', detail),
      },
    },
    applications: {
      notifications: { sent: { title: 'Gracias por postularte' } },
      errors: {
        required: failure('Campos Requeridos', 'Nombre, email y posición son obligatorios.'),
        cvRequired: failure('CV Requerido', 'Por favor, adjunta tu CV.'),
        cvTooLarge: failure('Archivo Demasiado Grande', 'El CV no debe exceder los 5MB.'),
        cvWrongType: failure('Formato Inválido', 'Solo se permiten archivos PDF, DOC, o DOCX.'),
        cvUploadFailed: (detail: string) => failure('Error al Subir CV', `Detalle: ${detail}`),
        sendFailed: (detail: string) => failure('Error al Enviar Solicitud', `Detalle: ${detail}`),
      },
    },
  },
  /** What every visitor form shares. */
  forms: {
    /** Under a blank required field. */
    fieldMissing: 'Completa este campo.',
    /** Our addition: a field longer than the database accepts is refused before sending. */
    tooLong: (field: string, max: number) =>
      failure(
        'Texto demasiado largo',
        `${field} no puede superar los ${max.toLocaleString('es-ES')} caracteres.`,
      ),
    /** Our addition: the database accepts only name@domain.tld, stricter than the browser's email check. */
    emailInvalid: failure(
      'Correo no válido',
      'Escribe tu correo electrónico completo, por ejemplo nombre@dominio.com.',
    ),
    /** Issue 31: the phone for WhatsApp is optional but, when given, international (the database's E.164). */
    phoneInvalid: failure(
      'Teléfono no válido',
      'Escribe el teléfono con código de país, por ejemplo +52 55 1234 5678.',
    ),
    consentNeedsPhone: failure(
      'Falta el teléfono',
      'Para responderte por WhatsApp necesitamos tu teléfono con código de país.',
    ),
    /** Network failures have no backend message; say so in Spanish rather than "Failed to fetch". */
    offline: errorMessages.offline,
  },
} as const;
