/**
 * Text → Markdown that reads back as the same text. Backslash escapes (CommonMark's, which marked and the
 * site honour) for every character that could start markup anywhere in a line; the ones that only matter
 * at the start of a line are escaped there.
 */

/** Emphasis, code, links, images, strikethrough, tables, and the backslash itself. */
const ANYWHERE = /[\\`*_[\]~|]/g;
/** A < that could open raw HTML or an autolink (before a letter, /, ! or ?); "5 < 6" stays as it is. */
const TAG_OPEN = /<(?=[A-Za-z/!?])/g;
/** The entities the site decodes (&amp; …, &#1;, &#x41;): written as text, their & must not start one. */
const ENTITY = /&(?=(?:amp|lt|gt|quot|apos|nbsp|#\d+|#[xX][\da-fA-F]+);)/g;
/** GitHub's autolinks: a bare address, a www. name or an e-mail would become a link. */
const AUTOLINK_SCHEME = /(https?|ftp)(?=:\/\/)/gi;
const WWW = /(www)\.(?=\S)/gi;
const EMAIL_AT = /(?<=[\w.+-])@(?=[\w-]+\.[\w-])/g;

export function escapeText(text: string): string {
  return text
    .replace(ANYWHERE, '\\$&')
    .replace(TAG_OPEN, '\\<')
    .replace(ENTITY, '\\&')
    .replace(AUTOLINK_SCHEME, '$1\\')
    .replace(WWW, '$1\\.')
    .replace(EMAIL_AT, '\\@');
}

/**
 * At the start of a line: a heading (#), a quote (>), a list item (-, +, 1. 1)), a rule or a setext
 * underline (---, ===). Applied to text escapeText already wrote.
 */
export function escapeLineStart(written: string): string {
  return written.replace(/^([#>+=-])/, '\\$1').replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/** A heading's closing #s are markup: every # of a heading's text is written escaped. */
export const escapeHeading = (written: string) => written.replace(/#/g, '\\#');

/**
 * An image's alt text as the site reads it (marked's image text): the source between the brackets with
 * only \[ and \] unescaped. A backslash before a bracket or at the end cannot be written, so it goes.
 */
export const escapeAlt = (alt: string) => alt.replace(/\\+(?=[[\]]|$)/g, '').replace(/[[\]]/g, '\\$&');

/** A link or image address: in <…> when it holds spaces or brackets, as CommonMark allows. */
export function linkDestination(href: string): string {
  if (href === '' || /[\s()<>]/.test(href))
    return `<${href.replace(/[<>\\]/g, (c) => encodeURIComponent(c))}>`;
  return href.replace(/\\/g, '%5C');
}

export const linkTitle = (title: unknown): string =>
  typeof title === 'string' && title !== '' ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
