import { contactMessages } from './contactMessages.ts';

/**
 * The Spanish words of small groups «Grupos» (issue 33 item 4), for the site, the admin and the `groups`
 * server function alike: kinds and days by key, the join form's refusals, and the emails' sentences.
 */
export const groupMessages = {
  kinds: {
    jovenes: 'Jóvenes',
    matrimonios: 'Matrimonios',
    mujeres: 'Mujeres',
    hombres: 'Hombres',
    familias: 'Familias',
    general: 'Para todos',
  },
  /** ISO days: 1 Monday … 7 Sunday. */
  days: {
    1: 'Lunes',
    2: 'Martes',
    3: 'Miércoles',
    4: 'Jueves',
    5: 'Viernes',
    6: 'Sábados',
    7: 'Domingos',
  },
  full: 'Completo',
  join: {
    groupMissing: 'Elige un grupo válido.',
    ...contactMessages,
    messageTooLong: 'El mensaje es demasiado largo (máximo 1000 caracteres).',
    full: 'Completo: este grupo no tiene lugar ahora. Mira otros grupos en /grupos.',
    duplicate: 'Ya pediste unirte a este grupo. Su líder te escribirá pronto.',
    closed: 'Este grupo no recibe solicitudes.',
    sent: 'Recibimos tu solicitud. El líder del grupo te escribirá pronto.',
  },
  decide: {
    forbidden: 'Solo el equipo pastoral puede responder solicitudes de grupos.',
    answered: 'Esta solicitud ya se respondió.',
    missing: 'Esa solicitud ya no existe.',
    full: 'Completo: el grupo ya no tiene lugar. Sube su capacidad antes de aceptar.',
  },
} as const;

export type GroupKind = keyof typeof groupMessages.kinds;
