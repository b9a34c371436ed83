/** Escapes text for HTML element content and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email with the person's private prayer link (the same link the page showed after sending). */
export function prayerLinkEmail(name: string, link: string, onTheWall: boolean) {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const wall = onTheWall
    ? 'Cuando el equipo pastoral la apruebe, aparecerá en el muro de oración y verás cuántas personas oraron por ti.'
    : 'Tu petición es privada: solo la ve el equipo pastoral.';
  const text = [
    `Hola, ${first}:`,
    'Recibimos tu petición de oración. Estamos orando contigo.',
    wall,
    `Con este enlace privado puedes ver cuántas personas oraron, retirar tu petición o contarnos cómo Dios respondió: ${link}`,
    'No compartas este enlace: quien lo tenga puede retirar tu petición.',
  ];
  const html = text
    .map((line) =>
      line.includes(link)
        ? `<p>${escapeHtml(line.replace(link, ''))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { subject: 'Tu enlace privado de oración', html, text: text.join('\n\n') };
}
