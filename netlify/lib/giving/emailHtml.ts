/** Text for HTML email bodies: donor names and notes are typed by people, so never markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One simple, readable layout for the giving emails (receipts, statements, access links). */
export function givingEmailHtml(paragraphs: string[], signature: string): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">\n${body}\n<p>${escapeHtml(signature)}</p>\n</body></html>`;
}
