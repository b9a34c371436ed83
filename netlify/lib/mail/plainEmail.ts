import { escapeHtml } from '../giving/emailHtml.ts';

/**
 * The simple emails the site sends a person (sign-ups, visits, join requests, giving): short paragraphs
 * in one readable layout, and the same words as plain text.
 */

/** «Ana» of «Ana María López», for the greeting. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The page around an email's paragraphs (already HTML), as giving/emailHtml.ts lays out its own. */
export const emailPage = (body: string) =>
  `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">\n${body}\n</body></html>`;

/** Lines as paragraphs; the line that holds `link` shows it as an anchor at its end. */
export function linesEmail(lines: string[], subject: string, link?: string) {
  const html = lines
    .map((line) =>
      link && line.includes(link)
        ? `<p>${escapeHtml(line.replace(link, ''))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { subject, html: emailPage(html), text: lines.join('\n\n') };
}
