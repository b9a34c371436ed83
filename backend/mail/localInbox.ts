import { MailDev } from 'maildev';
import { configSection, readSupabaseConfig, type SupabaseConfig } from '../supabaseConfig.ts';
import { senderAddress } from './smtpSender.ts';

/**
 * The local inbox: MailDev standing where the Supabase CLI runs its own (config.toml `[inbucket]`). Every
 * email the local Auth and the server functions send lands here, readable in a browser and through
 * MailDev's REST API (`GET /api/email`, `DELETE /api/email/all`).
 */

export interface InboxPorts {
  /** Web inbox and REST API (MAIL_PORT, `[inbucket] port`, 54324). */
  webPort: number;
  /** SMTP (MAIL_SMTP_PORT, `[inbucket] smtp_port`, 54325). */
  smtpPort: number;
}

export interface LocalInbox extends InboxPorts {
  /** The web inbox, e.g. http://127.0.0.1:54324 */
  url: string;
  /** Base of MailDev's REST API, e.g. http://127.0.0.1:54324/api */
  apiUrl: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
// A long `npm start` keeps only this many emails, so the inbox cannot grow without bound.
const MAX_EMAILS = 1000;

/** The ports `npm start` uses: the environment first, then config.toml, then the CLI's defaults. */
export function inboxPorts(
  env: NodeJS.ProcessEnv = process.env,
  config: SupabaseConfig = readSupabaseConfig(),
): InboxPorts {
  const inbucket = configSection(config, 'inbucket');
  const port = (value: unknown, fallback: number) => {
    const number = Number(value ?? fallback);
    if (!Number.isInteger(number) || number < 0 || number > 65535)
      throw new Error(`Puerto inválido: ${value}`);
    return number;
  };
  return {
    webPort: port(env.MAIL_PORT ?? inbucket.port, 54324),
    smtpPort: port(env.MAIL_SMTP_PORT ?? inbucket.smtp_port, 54325),
  };
}

/** Starts MailDev on loopback; port 0 picks a free one (the tests do that). */
export async function startLocalInbox(ports: InboxPorts): Promise<LocalInbox> {
  const maildev = new MailDev({
    smtp: ports.smtpPort,
    web: ports.webPort,
    ip: HOST,
    webIp: HOST,
    maxEmails: MAX_EMAILS,
    silent: true,
  });
  const servers = await maildev.start();
  const webPort = servers.api?.getAddress()?.port ?? ports.webPort;
  const url = `http://${HOST}:${webPort}`;
  return {
    webPort,
    smtpPort: servers.smtp.getPort(),
    url,
    apiUrl: `${url}/api`,
    close: () => maildev.stop(),
  };
}

/** What `npm start` prints about the inbox. */
export function describeInbox(inbox: LocalInbox): string {
  return `Correo local (MailDev): ${inbox.url}/   [SMTP 127.0.0.1:${inbox.smtpPort}, API ${inbox.apiUrl}]`;
}

/**
 * The SMTP_* variables that point server code (the outbox worker, server functions) at this inbox, as
 * production's point at the ministry's provider; the sender is config.toml's `[inbucket]` one.
 */
export function inboxSmtpEnv(
  inbox: Pick<InboxPorts, 'smtpPort'>,
  config: SupabaseConfig = readSupabaseConfig(),
): Record<'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_FROM', string> {
  const inbucket = configSection(config, 'inbucket');
  return {
    SMTP_HOST: HOST,
    SMTP_PORT: String(inbox.smtpPort),
    SMTP_FROM: senderAddress(
      inbucket.sender_name as string | undefined,
      String(inbucket.admin_email ?? 'admin@email.com'),
    ),
  };
}
