/**
 * The Spanish messages of the admin forms' schemas (docs/spec.md §5), beside the schemas that raise them; the
 * admin's messages module (admin/src/lib/messages.ts) shows the same object as adminMessages.validation.
 */
export const validationMessages = {
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
} as const;
