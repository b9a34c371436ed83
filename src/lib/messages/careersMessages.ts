/** The careers dialog (docs/spec.md §2, §4): list → details → form → success, keyed by view and purpose. */
export const careersMessages = {
  titles: {
    list: 'Posiciones Disponibles',
    details: 'Detalles de la Posición',
    form: 'Solicitud de Empleo',
    success: '¡Solicitud Enviada!',
  },
  details: {
    education: 'Formación',
    responsibilities: 'Responsabilidades',
    idealProfile: 'Perfil ideal',
    schedule: 'Horario',
    reportsTo: 'Reporta a',
  },
  fields: {
    position: (title: string) => `Posición: ${title}`,
    positionChoice: 'Posición de Interés',
    choosePosition: 'Selecciona una posición',
    name: 'Nombre Completo',
    cityCountry: 'Ciudad y País (Opcional)',
    cv: 'CV (PDF, DOC o DOCX, máx. 5MB)',
    coverLetter: 'Carta de Presentación (Opcional)',
  },
  actions: {
    apply: 'Postularme',
    /** Read after «Postularme» and «Ver Detalles» by screen readers. */
    applyTo: (title: string) => ` a ${title}`,
    detailsOf: (title: string) => ` de ${title}`,
    details: 'Ver Detalles',
    viewDetails: 'Ver detalles',
    general: 'Enviar Solicitud General',
    back: 'Volver a Posiciones',
    submit: 'Enviar Solicitud',
    close: 'Cerrar',
  },
  success:
    'Gracias por postularte. Revisaremos tu solicitud con oración y te escribiremos al correo que nos diste.',
} as const;
