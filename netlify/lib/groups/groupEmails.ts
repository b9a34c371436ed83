import { groupWhen } from '#core/groups/groupSchedule.ts';
import { firstName, linesEmail } from '../mail/plainEmail.ts';

/**
 * The three emails of a join request (issue 33 item 4): to the leader when someone asks, and to the person
 * when staff accept (the only message that carries the address) or decline (a kind note).
 */

export interface LeaderEmailInput {
  leaderFirstName: string;
  groupName: string;
  name: string;
  email: string | null;
  phone: string | null;
  whatsappConsent: boolean;
  message: string;
  adminLink: string;
}

/** To the leader: who asked, how to reach them, and where to answer (the admin). Never the address. */
export function leaderEmail(input: LeaderEmailInput) {
  const contact = [
    input.email ? `Correo: ${input.email}` : null,
    input.phone ? `Teléfono: ${input.phone}${input.whatsappConsent ? ' (acepta WhatsApp)' : ''}` : null,
  ].filter((line): line is string => line !== null);
  return linesEmail(
    [
      `Hola, ${input.leaderFirstName}:`,
      `${input.name} quiere unirse a ${input.groupName}.`,
      ...contact,
      ...(input.message.trim() ? [`Su mensaje: «${input.message.trim()}»`] : []),
      `Acepta o rechaza la solicitud en el panel: ${input.adminLink}`,
      'Al aceptarla le enviaremos la dirección del grupo; hasta entonces no la conoce.',
    ],
    `Nueva solicitud para ${input.groupName}`,
    input.adminLink,
  );
}

export interface AcceptedEmailInput {
  name: string;
  groupName: string;
  dayOfWeek: number;
  meetsAt: string;
  leaderFirstName: string;
  address: string;
}

/** To an accepted person: when and where. The only path the address leaves the database. */
export function acceptedEmail(input: AcceptedEmailInput) {
  return linesEmail(
    [
      `Hola, ${firstName(input.name)}:`,
      `¡Bienvenido a ${input.groupName}! ${input.leaderFirstName} aceptó tu solicitud.`,
      `Nos reunimos: ${groupWhen(input.dayOfWeek, input.meetsAt)}.`,
      `Dirección: ${input.address}`,
      'Es la casa de una familia del grupo: por favor, no compartas la dirección.',
    ],
    `Te esperamos en ${input.groupName}`,
  );
}

/** To a declined person: kind, with somewhere else to go. */
export function declinedEmail({
  name,
  groupName,
  groupsLink,
}: {
  name: string;
  groupName: string;
  groupsLink: string;
}) {
  return linesEmail(
    [
      `Hola, ${firstName(name)}:`,
      `Gracias por querer unirte a ${groupName}. Esta vez no podemos recibirte en este grupo.`,
      `Hay otros grupos que se reúnen en otros días y zonas; quizá alguno te quede mejor: ${groupsLink}`,
      'Si quieres hablar con alguien del equipo pastoral, responde a este correo. Será un gusto escucharte.',
    ],
    `Sobre tu solicitud a ${groupName}`,
    groupsLink,
  );
}
