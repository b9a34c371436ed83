import type { RequestLinkCopy } from './RequestLinkForm.tsx';

/** The form's own words as every message catalog names them. */
type FormWords = Pick<RequestLinkCopy, 'emailLabel' | 'emailInvalid' | 'send' | 'sending'>;

/**
 * A «pedir un enlace» form's words from a page's catalog: its title and intro, and the title it shows
 * under a problem (the same unless the page has one of its own).
 */
export const requestLinkCopy = (
  words: FormWords,
  title: string,
  intro: string,
  titleAfterProblem = title,
): RequestLinkCopy => ({
  title,
  titleAfterProblem,
  intro,
  emailLabel: words.emailLabel,
  emailInvalid: words.emailInvalid,
  send: words.send,
  sending: words.sending,
});
