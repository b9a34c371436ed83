import { convert } from 'html-to-text';
import nodemailer from 'nodemailer';

/**
 * The one way our server code sends email: SMTP through nodemailer. Production points it at the
 * ministry's provider (SMTP_* variables); locally it reaches the MailDev inbox `npm start` runs. Every
 * message carries a plain-text part next to its HTML, for clients and filters that read only text.
 */

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** `Nombre <direccion@dominio>` or a bare address. */
  from: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  /** Written from the HTML when left out. */
  text?: string;
  headers?: Record<string, string>;
  /** `<unique@domain>`; nodemailer makes one up when left out. */
  messageId?: string;
  attachments?: EmailAttachment[];
}

/** A file sent with the message (a statement's PDF), rendered when it is sent, never stored in the queue. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What the SMTP server said when it took the message. */
export interface SentEmail {
  /** The Message-ID header it carried. */
  messageId: string;
  /** The server's reply, e.g. `250 2.0.0 Ok: queued as 4F2A1` (the provider's own id for its logs). */
  response: string;
}

export interface MailSender {
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Ends the connections a pooled sender keeps open. */
  close(): void;
}

export interface SenderOptions {
  /** One connection reused for message after message (the outbox's batches) instead of one per message. */
  pool?: boolean;
  /**
   * Longest wait for the connection, the greeting or any reply (nodemailer's own default is 10 minutes);
   * a whole send is cut off at twice this.
   */
  timeoutMs?: number;
}

/** SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS, SMTP_FROM; undefined when SMTP_HOST is not set. */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined;
  if (!env.SMTP_FROM) throw new Error('SMTP_FROM es obligatoria cuando SMTP_HOST está definida.');
  const port = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`SMTP_PORT inválido: ${env.SMTP_PORT}`);
  return { host: env.SMTP_HOST, port, user: env.SMTP_USER, pass: env.SMTP_PASS, from: env.SMTP_FROM };
}

/** The plain-text part: links kept as `texto [url]`, lines wrapped for text-only clients. */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  }).trim();
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;

const DEFAULT_TIMEOUT_MS = 30_000;

export function createSmtpSender(settings: SmtpSettings, options: SenderOptions = {}): MailSender {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    // The local inbox speaks plain SMTP on loopback; a real provider must offer TLS.
    ignoreTLS: LOOPBACK.test(settings.host),
    requireTLS: !LOOPBACK.test(settings.host) && settings.port !== 465,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(options.pool ? { pool: true, maxConnections: 1 } : {}),
  });
  return {
    async send(email) {
      const message = {
        from: settings.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text ?? plainTextOf(email.html),
        headers: email.headers,
        messageId: email.messageId,
        attachments: email.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content),
        })),
        // The socket timeouts bound each wait; this bounds the whole send (nodemailer's EABORT).
        signal: AbortSignal.timeout(timeout * 2),
      };
      const info = await transport.sendMail(message);
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transport.close(),
  };
}
