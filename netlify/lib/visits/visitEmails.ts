import { formatDateAndClock } from '#core/formatTime.ts';
import { escapeHtml } from '../giving/emailHtml.ts';
import { emailPage, firstName } from '../mail/plainEmail.ts';

/** A planned visit as its emails say it. */
export interface VisitEmailInput {
  name: string;
  serviceName: string;
  /** «domingo, 6 de diciembre de 2026, 10:00» in the ministry's zone. */
  when: string;
  partySize: number;
  children: boolean;
  address: string;
  mapLink: string;
  /** The private link to change or cancel. */
  link: string;
}

/** «domingo, 6 de diciembre de 2026, 10:00» */
export function visitWhen(startsAt: Date, timeZone: string): string {
  return formatDateAndClock(startsAt, { dateStyle: 'full', timeZone });
}

/** Paragraphs; a link is written as its own anchor after the paragraph's words. */
type Paragraph = string | { text: string; link: string };

function render(paragraphs: Paragraph[], subject: string) {
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : `<p>${escapeHtml(paragraph.text)} <a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.link)}</a></p>`,
    )
    .join('\n');
  return {
    subject,
    html: emailPage(html),
    text: paragraphs
      .map((paragraph) => (typeof paragraph === 'string' ? paragraph : `${paragraph.text} ${paragraph.link}`))
      .join('\n\n'),
  };
}

const party = ({ partySize, children }: Pick<VisitEmailInput, 'partySize' | 'children'>) =>
  `${partySize === 1 ? 'Una persona' : `${partySize} personas`}${children ? ', con niños' : ''}.`;

const privateLink = (link: string): Paragraph[] => [
  { text: 'Si necesitas cambiar la fecha o cancelar, usa tu enlace privado (sirve una sola vez):', link },
  'No compartas este enlace: quien lo tenga puede cambiar o cancelar tu visita.',
];

/** Right after planning (or changing the date): when, where, how to get there; the .ics goes attached. */
export function visitConfirmationEmail(visit: VisitEmailInput) {
  return render(
    [
      `Hola, ${firstName(visit.name)}:`,
      `¡Gracias por planear tu visita! Te esperamos en ${visit.serviceName} el ${visit.when}.`,
      party(visit),
      `Dirección: ${visit.address}.`,
      { text: 'Cómo llegar:', link: visit.mapLink },
      'Adjuntamos la cita para que la añadas a tu calendario.',
      ...privateLink(visit.link),
    ],
    `Te esperamos: ${visit.serviceName}, ${visit.when}`,
  );
}

/** The day before (sent once, outbox key visit_reminder:<id>:<start>). */
export function visitReminderEmail(visit: Omit<VisitEmailInput, 'partySize' | 'children'>) {
  return render(
    [
      `Hola, ${firstName(visit.name)}:`,
      `Mañana te esperamos en ${visit.serviceName}: ${visit.when}.`,
      `Dirección: ${visit.address}.`,
      { text: 'Cómo llegar:', link: visit.mapLink },
      ...privateLink(visit.link),
    ],
    `Mañana te esperamos: ${visit.serviceName}`,
  );
}

/** «Pedir un enlace nuevo» on the manage page. */
export function visitNewLinkEmail(visit: Pick<VisitEmailInput, 'name' | 'serviceName' | 'when' | 'link'>) {
  return render(
    [
      `Hola, ${firstName(visit.name)}:`,
      `Pediste un enlace nuevo para tu visita a ${visit.serviceName} el ${visit.when}.`,
      ...privateLink(visit.link),
      'Si no lo pediste tú, ignora este correo: tu visita sigue igual.',
    ],
    `Tu enlace para gestionar tu visita`,
  );
}
