/**
 * «Turnos» (issue 33 item 3, staff side; admin/src/features/shifts): the serving shifts, their places per
 * date and the coordinator's grid of the next eight weeks. What visitors read is in the site's catalog.
 */
export const shiftMessages = {
  name: 'Turnos',
  intro:
    'Los turnos de servicio que los voluntarios eligen en el sitio: cuántas personas hacen falta cada fecha de las próximas ocho semanas y dónde quedan huecos.',
  create: 'Nuevo turno',
  empty: 'Todavía no hay turnos. Crea el primero, por ejemplo «Bienvenida, domingos 9:30, 4 personas».',
  loadError: 'Error al cargar los turnos',
  notFound: 'Ese turno no existe o ya no está disponible.',
  backToList: 'Volver a Turnos',
  edit: (title: string) => `Turno ${title}`,
  gapsTotal: (gaps: number) =>
    gaps === 0
      ? 'Todas las fechas de las próximas ocho semanas están cubiertas.'
      : gaps === 1
        ? 'Falta 1 persona en las próximas ocho semanas.'
        : `Faltan ${gaps} personas en las próximas ocho semanas.`,
  gridCaption: 'Personas confirmadas por turno y fecha, de las próximas ocho semanas',
  shiftColumn: 'Turno',
  noDate: 'Sin fecha',
  cell: (filled: number, slots: number) => `${filled} de ${slots}`,
  closed: 'Cerrado',
  people: (slots: number) => (slots === 1 ? '1 persona' : `${slots} personas`),
  open: 'Editar',
  fields: {
    title: 'Nombre del turno',
    description: 'Qué se hace',
    day: 'Día',
    starts: 'Empieza',
    ends: 'Termina',
    capacity: 'Personas por fecha',
    waitlist: 'Lista de espera por fecha',
    waitlistHint: 'Vacío: sin límite; 0: sin lista de espera.',
    closes: 'Cierre (horas antes)',
    closesHint: 'Las inscripciones de cada fecha se cierran tantas horas antes de empezar.',
    timeZone: 'Zona horaria',
    open: 'Abierto a inscripciones en /careers/turnos',
  },
  invalid: {
    title: 'Escribe el nombre del turno (máximo 120 caracteres).',
    time: 'Escribe una hora como 09:30.',
    ends: 'Debe terminar después de empezar, el mismo día.',
    capacity: 'Escribe un número de 1 a 10000.',
    waitlist: 'Escribe un número de 0 a 10000, o déjalo vacío.',
    closes: 'Escribe un número de horas de 0 a 720.',
    description: 'Máximo 2000 caracteres.',
  },
  volunteers: {
    title: 'Quién viene',
    intro: 'Las fechas de las próximas ocho semanas con alguien inscrito, por orden de llegada.',
    none: 'Todavía nadie se ha apuntado en las próximas ocho semanas.',
    summary: (confirmed: number, slots: number) => `${confirmed} de ${slots}`,
    waitlisted: 'en lista de espera',
    whatsapp: 'WhatsApp',
    phoneWithoutConsent: 'sin permiso para WhatsApp',
  },
  save: 'Guardar turno',
  saving: 'Guardando…',
  saved: 'Turno guardado',
  saveError: 'No se pudo guardar el turno',
} as const;
