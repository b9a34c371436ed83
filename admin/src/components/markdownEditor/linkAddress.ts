import { adminMessages } from '../../lib/messages.ts';

const editorCopy = adminMessages.editor;

/** Where a post may link: the web (http, https), an e-mail (mailto:) or a page of the site (/eventos). */
const ALLOWED = /^(?:https?:\/\/[^\s/]+\.[^\s]*|mailto:[^\s@]+@[^\s@]+|\/[^\s]*)$/i;

/** The Spanish refusal for an address a post cannot link to, or null when it can. */
export function linkProblem(href: string): string | null {
  return ALLOWED.test(href.trim()) ? null : editorCopy.link.invalidUrl;
}
