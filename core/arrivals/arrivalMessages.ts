import type { ArrivalKind } from './arrivalKinds.ts';

/** «1 mensaje de contacto», «3 peticiones de oración»: a count and its noun, singular or plural. */
const counted = (one: string, many: string) => (count: number) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

/** Words of the staff's arrival emails, the dashboard's «Por revisar» and the profile's switch. */
export const arrivalMessages = {
  counts: {
    inquiry: counted('mensaje de contacto', 'mensajes de contacto'),
    prayer: counted('petición de oración', 'peticiones de oración'),
    testimonial: counted('testimonio por aprobar', 'testimonios por aprobar'),
    application: counted('solicitud de empleo', 'solicitudes de empleo'),
  } satisfies Record<ArrivalKind, (count: number) => string>,
  /** The dashboard's labels, one per kind. */
  waiting: {
    inquiry: 'Mensajes sin atender',
    prayer: 'Peticiones de oración por revisar',
    testimonial: 'Testimonios por aprobar',
    application: 'Solicitudes recibidas',
  } satisfies Record<ArrivalKind, string>,
  subject: (parts: string[]) => `Nuevo en el sitio: ${listInSpanish(parts)}`,
  intro: 'Llegó al sitio lo siguiente desde tu último aviso:',
  open: 'Abrir en el panel',
  outro: 'Recibes este aviso porque tu función en el equipo atiende estos envíos.',
  turnOff: 'Puedes dejar de recibirlos en «Mi perfil»:',
  dashboardTitle: 'Por revisar',
  profileTitle: 'Avisos por correo',
  profileSwitch: 'Avisarme por correo cuando un visitante escriba',
  profileHint:
    'Mensajes, peticiones de oración, testimonios y solicitudes que tu función atiende. Si llegan varios en pocos minutos, recibes un solo correo.',
  profileSaved: 'Preferencia guardada',
  profileSaveError: 'No se pudo guardar la preferencia',
} as const;

/** «a», «a y b», «a, b y c». */
export function listInSpanish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}
