/**
 * /careers/turnos (issue 33 item 3): the serving shifts a volunteer signs up for. The form's own words
 * (fields, refusals, «¡Listo!») are the registration's (signupMessages.ts): one engine, one form.
 */
export const shiftPageMessages = {
  title: 'Turnos de servicio',
  description:
    'Elige uno o varios domingos y apúntate a un turno de servicio: bienvenida, niños, sonido. Sin cuenta y con recordatorio el día antes.',
  eyebrow: 'Servir',
  subtitle:
    'Elige el turno y las fechas en que puedes servir. Te recordamos el día antes y puedes cambiar de fecha con tu enlace privado.',
  back: 'Volver a Servir',
  shiftsLabel: 'Turnos',
  people: (slots: number) => (slots === 1 ? '1 persona' : `${slots} personas`),
  formIntro: 'Marca las fechas en que puedes servir. Sin cuenta ni contraseña.',
  empty: 'Ahora no hay turnos abiertos. Escríbenos desde Contacto si quieres servir.',
  /** The link from /careers. */
  callToAction: 'Ver turnos de servicio',
  callToActionLead: '¿Quieres servir algunos domingos? Apúntate a un turno de voluntariado.',
} as const;
