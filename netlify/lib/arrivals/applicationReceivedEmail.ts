const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * «Recibimos tu solicitud» (issue 34 item 2): the careers page promises «te escribiremos al correo que
 * nos diste», so the first word comes at once, and proves the address works. It repeats only what the
 * person chose (the position), never the CV or the letter.
 */
export function applicationReceivedEmail(name: string, position: string) {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const text = [
    `Hola, ${first}:`,
    `Recibimos tu solicitud para «${position}». Gracias por querer servir con nosotros.`,
    'El equipo la revisará con oración y te escribirá a este correo con los siguientes pasos.',
    'Si no enviaste esta solicitud, puedes ignorar este mensaje.',
  ];
  const html = text.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { subject: 'Recibimos tu solicitud', html, text: text.join('\n\n') };
}
