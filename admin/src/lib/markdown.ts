import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown preview as the site will show it: rendered, then sanitized (no scripts or handlers). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html);
}
