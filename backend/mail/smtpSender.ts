import { convert } from 'html-to-text';
import nodemailer from 'nodemailer';

/**
 * How the local Auth hands its emails to SMTP, as GoTrue's own mailer does: it is the backend's, not the
 * product's (the product's server functions keep their sender in netlify/lib/mail), so the backend stays a
 * package that knows nothing of the product. Each message carries a text part next to its HTML, which the
 * local inbox shows and the tests read codes and links from.
 */

export interface AuthEmail {
  to: string;
  subject: string;
  html: string;
}

export interface MailSender {
  send(email: AuthEmail): Promise<unknown>;
  close(): void;
}

export interface SmtpServer {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** `Nombre <direccion@dominio>` or a bare address. */
  from: string;
}

/** `Nombre <direccion>` from the CLI's sender_name and admin_email settings. */
export function senderAddress(senderName: string | undefined, adminEmail: string): string {
  if (!senderName) return adminEmail;
  return `"${senderName.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" <${adminEmail}>`;
}

// Links as `texto [url]`, no images, headings left in their own case.
const TEXT_PART = {
  wordwrap: 78,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;
// The whole send is cut off at twice this; a local inbox answers at once.
const WAIT_MS = 30_000;

export function createSmtpSender(server: SmtpServer): MailSender {
  const local = LOOPBACK.test(server.host);
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    auth: server.user ? { user: server.user, pass: server.pass ?? '' } : undefined,
    // The local inbox speaks plain SMTP on loopback; a real server (`[auth.email.smtp]`) must offer TLS.
    ignoreTLS: local,
    requireTLS: !local && server.port !== 465,
    connectionTimeout: WAIT_MS,
    greetingTimeout: WAIT_MS,
    socketTimeout: WAIT_MS,
  });
  return {
    send: ({ to, subject, html }) =>
      transport.sendMail({
        from: server.from,
        to,
        subject,
        html,
        text: convert(html, TEXT_PART).trim(),
        signal: AbortSignal.timeout(WAIT_MS * 2),
      }),
    close: () => transport.close(),
  };
}
