import { formatDateAndClock } from '#core/formatTime.ts';
import { firstName, linesEmail } from '../mail/plainEmail.ts';

/** What a sign-up email says about its date: "sábado, 6 de diciembre de 2026, 16:00". */
export function signupWhen(startsAt: Date, timeZone: string): string {
  return formatDateAndClock(startsAt, { dateStyle: 'full', timeZone });
}

/** The names a list goes by: its event's title and zone when it has one, else its own. */
interface ListNames {
  title: string | null;
  time_zone: string | null;
  events: { title: string; time_zone: string } | null;
}
export const listTitle = (list: ListNames | undefined) => list?.events?.title ?? list?.title ?? '';
export const listTimeZone = (list: ListNames | undefined) =>
  list?.events?.time_zone ?? list?.time_zone ?? 'UTC';

export interface SignupEmailInput {
  name: string;
  title: string;
  when: string;
  link: string;
}

/** The waiting list moved: the person now has a confirmed place (sent once, outbox key signup_promoted:<id>). */
export function promotionEmail({ name, title, when, link }: SignupEmailInput) {
  return linesEmail(
    [
      `Hola, ${firstName(name)}:`,
      `Se liberó un lugar y ya es tuyo: ${title}, ${when}. Tu inscripción está confirmada.`,
      `Si ya no puedes asistir, cancela con tu enlace privado para que el lugar pase a otra persona: ${link}`,
      'No compartas este enlace: quien lo tenga puede cambiar o cancelar tu inscripción.',
    ],
    `Tienes lugar: ${title}`,
    link,
  );
}

/** Right after signing up: the place (or the waiting list) per date, and the private link. */
export function confirmationEmail({
  name,
  title,
  dates,
  link,
}: {
  name: string;
  title: string;
  dates: { when: string; status: string; waitlistPosition: number | null }[];
  link: string;
}) {
  const lines = dates.map(({ when, status, waitlistPosition }) =>
    status === 'confirmed'
      ? `${when}: lugar confirmado.`
      : `${when}: en lista de espera (lugar ${waitlistPosition ?? '?'}). Si se libera un lugar te escribimos.`,
  );
  return linesEmail(
    [
      `Hola, ${firstName(name)}:`,
      `Recibimos tu inscripción a ${title}.`,
      ...lines,
      `Con tu enlace privado puedes cancelar o cambiar tu inscripción: ${link}`,
      'No compartas este enlace: quien lo tenga puede cambiar o cancelar tu inscripción.',
    ],
    `Inscripción recibida: ${title}`,
    link,
  );
}

/** The day before: once per confirmed sign-up (outbox key signup_reminder:<id>). */
export function reminderEmail({ name, title, when, link }: SignupEmailInput) {
  return linesEmail(
    [
      `Hola, ${firstName(name)}:`,
      `Te esperamos mañana: ${title}, ${when}.`,
      `Si al final no puedes, cancela con tu enlace privado para que el lugar pase a otra persona: ${link}`,
    ],
    `Mañana: ${title}`,
    link,
  );
}

/** Asked for on the manage page: a fresh private link to a booking (the old one was spent or lost). */
export function newLinkEmail({ name, title, when, link }: SignupEmailInput) {
  return linesEmail(
    [
      `Hola, ${firstName(name)}:`,
      `Pediste un enlace nuevo para tu inscripción a ${title} (${when}).`,
      `Con este enlace privado puedes ver, cancelar o cambiar tu inscripción; sirve una sola vez: ${link}`,
      'Si no lo pediste, ignora este correo: tu inscripción sigue igual.',
    ],
    `Tu enlace para tu inscripción: ${title}`,
    link,
  );
}
