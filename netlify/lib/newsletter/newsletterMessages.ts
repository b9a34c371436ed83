import { type NewsletterIssueContent, newsletterEmailHtml } from '#core/newsletter/newsletterEmail.ts';
import type { QueuedEmail } from '../mail/outbox.ts';
import { signUnsubscribeToken } from './unsubscribeToken.ts';

/** The public page with the unsubscribe button, and the function a mail client POSTs to (RFC 8058). */
export function unsubscribeLinks(siteUrl: string, token: string) {
  const site = siteUrl.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${site}/baja?${query}`, oneClick: `${site}/.netlify/functions/unsubscribe?${query}` };
}

export interface Recipient {
  /** The subscriber the links unsubscribe (for a test: the staff member's own subscription, if any). */
  subscriberId: string;
  email: string;
}

/**
 * One issue's email to one recipient: its own unsubscribe links in the body and in the List-Unsubscribe
 * headers, so a mail client's "unsubscribe" button works with one POST and no sign-in.
 */
export function newsletterEmail(
  issue: NewsletterIssueContent & { id: string },
  recipient: Recipient,
  settings: { siteUrl: string; key: string; ministryName: string },
  delivery: { idempotencyKey: string; kind: string; bulk: boolean; batch?: string },
): QueuedEmail {
  const links = unsubscribeLinks(
    settings.siteUrl,
    signUnsubscribeToken(settings.key, recipient.subscriberId),
  );
  return {
    ...delivery,
    recipient: recipient.email,
    subject: issue.subject,
    html: newsletterEmailHtml(issue, links.page, settings.ministryName),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
