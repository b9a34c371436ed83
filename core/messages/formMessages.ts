import type { ReferenceProblem } from '../scripture/scriptureReference.ts';
import type { VttProblem } from '../transcripts/webvtt.ts';

const vttReasons: Record<VttProblem, string> = {
  header: 'el archivo debe empezar con «WEBVTT».',
  timing: 'se esperaba un tiempo como «00:01:02.500 --> 00:01:05.000».',
  order: 'el final del subtítulo debe ser posterior a su comienzo.',
  arrow: 'falta una línea en blanco antes de este subtítulo.',
  empty: 'el archivo no tiene ningún subtítulo.',
};

/**
 * What the staff forms' schemas and checks say (docs/spec.md §5), shared by the admin, which shows them at the
 * field, and the server functions, which check the same schemas again: `validation` by rule,
 * `scripture` by why a Bible reference was refused, `transcripts` by why a WebVTT file was.
 */
export const formMessages = {
  validation: {
    titleRequired: 'El título es obligatorio.',
    slugRequired: 'El slug es obligatorio.',
    nameRequired: 'El nombre es obligatorio.',
    bioTooLong: 'La biografía no puede superar los 2000 caracteres.',
    metaTooLong: 'La meta descripción no puede superar los 160 caracteres.',
    validationTitle: 'Error de validación',
    urlInvalid: 'Introduce una URL válida.',
    urlTooLong: 'La URL no puede superar los 2048 caracteres.',
    durationInvalid: 'La duración debe ser un número.',
    amountPositive: 'El monto debe ser un número positivo.',
    currencyRequired: 'La moneda es obligatoria.',
    fundRequired: 'Elige el fondo de la donación.',
    dateRequired: 'La fecha de donación es obligatoria.',
    emailInvalid: 'Introduce un email válido.',
    fileRequired: 'Debe seleccionar un archivo para el recurso.',
    missingUserId: 'No se pudo obtener el ID del usuario.',
    startRequired: 'Indica la fecha y hora de inicio.',
    endRequired: 'Indica la fecha y hora de fin.',
    endAfterStart: 'El fin debe ser posterior al inicio.',
    timeZoneInvalid: 'Elige una zona horaria válida.',
    placeOrLinkRequired: 'Indica un lugar o un enlace para seguirlo en línea.',
  },
  /** Quoting exactly what the person typed. */
  scripture: {
    book: (fragment: string) => `No se reconoce el libro en «${fragment}».`,
    syntax: (fragment: string) =>
      `No se entiende «${fragment}». Escribe el libro, el capítulo y los versículos, por ejemplo «Romanos 8:28-39».`,
    chapter: (fragment: string) => `«${fragment}»: ese capítulo no existe en el libro.`,
    verse: (fragment: string) => `«${fragment}»: ese versículo no existe.`,
    order: (fragment: string) => `«${fragment}»: el pasaje termina antes de empezar.`,
  } satisfies Record<ReferenceProblem, (fragment: string) => string>,
  /** With the line to look at. */
  transcripts: {
    invalid: (line: number, problem: VttProblem) =>
      `Transcripción no válida (línea ${line}): ${vttReasons[problem]}`,
  },
} as const;
