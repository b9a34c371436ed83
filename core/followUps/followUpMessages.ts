import type { FollowUpKind, FollowUpStatus } from './followUpKinds.ts';

/** Words of «Seguimiento» the admin and the server's emails share (the digest, the assignment). */
export const followUpMessages = {
  kinds: {
    visit: 'Visita',
    inquiry: 'Consulta',
    prayer: 'Petición de oración',
    application: 'Solicitud de empleo',
    signup: 'Inscripción',
    group: 'Solicitud para un grupo',
  } satisfies Record<FollowUpKind, string>,
  statuses: { nuevo: 'Nuevo', en_curso: 'En curso', cerrado: 'Cerrado' } satisfies Record<
    FollowUpStatus,
    string
  >,
  assignedSubject: 'Te asignaron un seguimiento',
  assignedIntro: (who: string) => `${who} te asignó un seguimiento en el panel de Palabra Viva:`,
  digestSubject: (count: number) =>
    count === 1 ? 'Tienes 1 seguimiento para hoy' : `Tienes ${count} seguimientos para hoy`,
  digestIntro: 'Estos seguimientos tuyos vencen hoy o ya vencieron:',
  overdue: 'vencido',
  dueToday: 'vence hoy',
  dueOn: (day: string) => `vence el ${day}`,
  open: 'Abrir en el panel',
  outro: 'Recibes este correo porque eres responsable de estos seguimientos.',
} as const;
