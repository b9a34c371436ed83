import { renderMarkdown } from '#core/content/renderMarkdown.ts';

/**
 * One newsletter issue as its subscribers receive it: the site's sanitizing Markdown renderer for the
 * body (raw HTML shown as text, only http(s)/mailto links), inside a plain table layout with inline
 * styles, which is what mail clients render reliably. The admin's preview shows the same fragment.
 */

export interface NewsletterIssueContent {
  subject: string;
  markdown: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const colors = { navy: '#1c365e', ink: '#463b32', cream: '#fffdf8', border: '#e8dcc4', muted: '#6b5d50' };

const linkStyle = `color:${colors.navy};text-decoration:underline;`;

/** Inline styles per element: mail clients drop style sheets, and the admin's reset flattens defaults. */
const blockStyles: Record<string, string> = {
  h1: `margin:24px 0 8px;font-size:24px;line-height:1.3;color:${colors.navy};`,
  h2: `margin:24px 0 8px;font-size:21px;line-height:1.3;color:${colors.navy};`,
  h3: `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${colors.navy};`,
  p: 'margin:0 0 16px;',
  ul: 'margin:0 0 16px;padding-left:24px;list-style:disc;',
  ol: 'margin:0 0 16px;padding-left:24px;list-style:decimal;',
  li: 'margin:0 0 4px;',
  blockquote: `margin:0 0 16px;padding-left:16px;border-left:3px solid ${colors.border};font-style:italic;`,
};

/**
 * The issue's Markdown as HTML with inline styles. Adding attributes by text is safe: the renderer
 * escapes every `<` of the author's text, so each `<a ` or `<h2>` left is one of its own elements, and
 * the sanitizer has already removed any style of the author's.
 */
const bodyHtml = (markdown: string) =>
  Object.entries(blockStyles).reduce(
    (html, [tag, style]) => html.replaceAll(`<${tag}>`, `<${tag} style="${style}">`),
    renderMarkdown(markdown).replaceAll('<a ', `<a style="${linkStyle}" `),
  );

/** Why the reader gets it: the ministry's name as the identity area publishes it. */
export const newsletterFooterText = (ministryName: string) =>
  `Recibes este correo porque te suscribiste a las reflexiones de ${ministryName}.`;
export const unsubscribeLinkText = 'Darte de baja';

/** The visible part of the email (what the admin previews), with the unsubscribe page's link. */
export function newsletterBodyHtml(
  issue: NewsletterIssueContent,
  unsubscribePageUrl: string,
  ministryName: string,
): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;margin:0 auto;background:${colors.cream};border:1px solid ${colors.border};border-radius:8px;font-family:Georgia,'Times New Roman',serif;color:${colors.ink};">
<tr><td style="padding:20px 28px;background:${colors.navy};color:${colors.cream};border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;">${escapeHtml(ministryName)}</td></tr>
<tr><td style="padding:24px 28px 8px;"><h1 style="margin:0;font-size:26px;line-height:1.3;color:${colors.navy};">${escapeHtml(issue.subject)}</h1></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:17px;line-height:1.6;">${bodyHtml(issue.markdown)}</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${colors.border};font-family:Arial,sans-serif;font-size:13px;line-height:1.5;color:${colors.muted};">${escapeHtml(newsletterFooterText(ministryName))} <a href="${escapeHtml(unsubscribePageUrl)}" style="${linkStyle}">${unsubscribeLinkText}</a></td></tr>
</table>`;
}

/** The whole HTML document queued in the outbox. */
export function newsletterEmailHtml(
  issue: NewsletterIssueContent,
  unsubscribePageUrl: string,
  ministryName: string,
): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(issue.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f4efe6;">${newsletterBodyHtml(issue, unsubscribePageUrl, ministryName)}</body></html>`;
}
