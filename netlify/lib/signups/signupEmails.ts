import { formatDateAndClock } from '#core/formatTime.ts';
import { escapeHtml } from '../giving/emailHtml.ts';

/** What a sign-up email says about its date: "sábado, 6 de diciembre de 2026, 16:00". */
export function signupWhen(startsAt: Date, timeZone: string): string {
  return formatDateAndClock(startsAt, { dateStyle: 'full', timeZone });
}

export interface SignupEmailInput {
  name: string;
  title: string;
  when: string;
  link: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function render(lines: string[], link: string, subject: string) {
  const html = lines
    .map((line) =>
      line.includes(link)
        ? `<p>${escapeHtml(line.replace(link, ''))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return {
    subject,
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">\n${html}\n</body></html>`,
    text: lines.join('\n\n'),
  };
}

/** The waiting list moved: the person now has a confirmed place (sent once, outbox key signup_promoted:<id>). */
export function promotionEmail({ name, title, when, link }: SignupEmailInput) {
  return render(
    [
      `Hola, ${firstName(name)}:`,
      `Se liberó un lugar y ya es tuyo: ${title}, ${when}. Tu inscripción está confirmada.`,
      `Si ya no puedes asistir, cancela con tu enlace privado para que el lugar pase a otra persona: ${link}`,
      'No compartas este enlace: quien lo tenga puede cambiar o cancelar tu inscripción.',
    ],
    link,
    `Tienes lugar: ${title}`,
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
  return render(
    [
      `Hola, ${firstName(name)}:`,
      `Recibimos tu inscripción a ${title}.`,
      ...lines,
      `Con tu enlace privado puedes cancelar o cambiar tu inscripción: ${link}`,
      'No compartas este enlace: quien lo tenga puede cambiar o cancelar tu inscripción.',
    ],
    link,
    `Inscripción recibida: ${title}`,
  );
}

/** The day before: once per confirmed sign-up (outbox key signup_reminder:<id>). */
export function reminderEmail({ name, title, when, link }: SignupEmailInput) {
  return render(
    [
      `Hola, ${firstName(name)}:`,
      `Te esperamos mañana: ${title}, ${when}.`,
      `Si al final no puedes, cancela con tu enlace privado para que el lugar pase a otra persona: ${link}`,
    ],
    link,
    `Mañana: ${title}`,
  );
}

/** Asked for on the manage page: a fresh private link to a booking (the old one was spent or lost). */
export function newLinkEmail({ name, title, when, link }: SignupEmailInput) {
  return render(
    [
      `Hola, ${firstName(name)}:`,
      `Pediste un enlace nuevo para tu inscripción a ${title} (${when}).`,
      `Con este enlace privado puedes ver, cancelar o cambiar tu inscripción; sirve una sola vez: ${link}`,
      'Si no lo pediste, ignora este correo: tu inscripción sigue igual.',
    ],
    link,
    `Tu enlace para tu inscripción: ${title}`,
  );
}
