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
}

export interface MailSender {
  send(email: OutgoingEmail): Promise<void>;
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

/** `Nombre <direccion>` from the CLI's sender_name and admin_email settings. */
export function senderAddress(senderName: string | undefined, adminEmail: string): string {
  if (!senderName) return adminEmail;
  return `"${senderName.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" <${adminEmail}>`;
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

export function createSmtpSender(settings: SmtpSettings): MailSender {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    // The local inbox speaks plain SMTP on loopback; a real provider must offer TLS.
    ignoreTLS: LOOPBACK.test(settings.host),
    requireTLS: !LOOPBACK.test(settings.host) && settings.port !== 465,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from: settings.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text ?? plainTextOf(email.html),
        headers: email.headers,
      });
    },
  };
}
