/**
 * The Spanish messages of the admin forms' schemas (spec §5), beside the schemas that raise them; the
 * admin's messages module (admin/src/lib/messages.ts) shows the same object as adminMessages.validation.
 */
export const validationMessages = {
  titleRequired: 'El título es obligatorio.',
  slugRequired: 'El slug es obligatorio.',
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
} as const;
