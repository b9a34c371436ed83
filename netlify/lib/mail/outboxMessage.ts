import type { EmailAttachment, OutgoingEmail } from './smtpSender.ts';

/** An email the worker holds under its lease (public.claim_outbox_emails). */
export interface ClaimedEmail {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string | null;
  headers: Record<string, string>;
  /** Sends started, this one included. */
  attempts: number;
  /** Earlier sends a dead worker left unconfirmed: a copy may already be in the mailbox. */
  interruptions: number;
  /** What it is and which one (`statement`, `statement:2025:ana@example.org`): attachments are made from them. */
  kind?: string;
  idempotencyKey?: string;
}

/** The domain of the sender address (`"Palabra Viva" <no-responder@palabraviva.org>` → palabraviva.org). */
export function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

/**
 * The Message-ID of an outbox email: derived from its row, so every attempt carries the same one. If a
 * worker dies after the server took the message but before the row says so, the email is sent again,
 * and the copy is recognisably the same message (Gmail, for one, keeps a single copy of messages that
 * share a Message-ID) and can be matched to its row in the provider's logs.
 */
export function outboxMessageId(emailId: string, from: string): string {
  return `<outbox.${emailId}@${senderDomain(from)}>`;
}

export function outgoingEmail(
  email: ClaimedEmail,
  from: string,
  attachments: EmailAttachment[] = [],
): OutgoingEmail {
  return {
    ...(attachments.length ? { attachments } : {}),
    to: email.recipient,
    subject: email.subject,
    html: email.html,
    text: email.text ?? undefined,
    headers: email.headers,
    messageId: outboxMessageId(email.id, from),
  };
}
