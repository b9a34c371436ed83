import { createSmtpSender, type MailSender, senderAddress } from '../../mail/smtpSender.ts';
import { configSection, type SupabaseConfig } from '../../supabaseConfig.ts';
import { AuthError } from '../authError.ts';
import type { AuthSettings, EmailTemplateName } from '../authSettings.ts';
import { type EmailSendLimiter, overEmailRateLimit } from '../emailRateLimit.ts';
import type { EmailTemplates } from './emailTemplates.ts';
import type { TemplateData } from './goTemplate.ts';

/**
 * Sends the auth emails as GoTrue's sendEmail does: the project-wide email_sent allowance first (only when
 * addresses need confirming, GoTrue's own exception), then the template, then SMTP. A delivery failure is
 * GoTrue's 500 "Error sending … email"; nothing of the request is kept (the caller's transaction rolls back).
 */

export type SendAuthEmail = (kind: EmailTemplateName, to: string, data: TemplateData) => Promise<void>;

const FAILURE: Record<EmailTemplateName, string> = {
  invite: 'Error sending invite email',
  confirmation: 'Error sending confirmation email',
  recovery: 'Error sending recovery email',
  magic_link: 'Error sending magic link email',
  email_change: 'Error sending email change email',
  reauthentication: 'Error sending reauthentication email',
};

export function createAuthMailer(deps: {
  settings: AuthSettings;
  templates: EmailTemplates;
  sender: MailSender;
  limiter: EmailSendLimiter;
}): SendAuthEmail {
  return async (kind, to, data) => {
    if (deps.settings.emailsPerHour === 0) throw overEmailRateLimit();
    if (!deps.settings.mailerAutoconfirm && !deps.limiter.allow()) throw overEmailRateLimit();
    const email = deps.templates(kind, { SiteURL: deps.settings.siteUrl, ...data });
    try {
      await deps.sender.send({ to, subject: email.subject, html: email.html });
    } catch (error) {
      console.error(`[auth] ${FAILURE[kind]}:`, error);
      throw new AuthError(500, 'unexpected_failure', FAILURE[kind]);
    }
  };
}

/**
 * Where the local Auth delivers, as the CLI wires GoTrue: `[auth.email.smtp]` when enabled, else the local
 * inbox (`[inbucket]`, its SMTP port overridden by MAIL_SMTP_PORT).
 */
export function authSmtpSender(config: SupabaseConfig, env: NodeJS.ProcessEnv = process.env): MailSender {
  const smtp = configSection(config, 'auth.email.smtp');
  if (smtp.enabled === true) {
    return createSmtpSender({
      host: String(smtp.host),
      port: Number(smtp.port),
      user: typeof smtp.user === 'string' ? smtp.user : undefined,
      pass: typeof smtp.pass === 'string' ? smtp.pass : undefined,
      from: senderAddress(smtp.sender_name as string | undefined, String(smtp.admin_email)),
    });
  }
  const inbucket = configSection(config, 'inbucket');
  return createSmtpSender({
    host: '127.0.0.1',
    port: Number(env.MAIL_SMTP_PORT ?? inbucket.smtp_port ?? 54325),
    from: senderAddress(
      inbucket.sender_name as string | undefined,
      String(inbucket.admin_email ?? 'admin@email.com'),
    ),
  });
}
