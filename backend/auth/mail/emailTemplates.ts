import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthSettings, EmailTemplateName } from '../authSettings.ts';
import { compileTemplate, type TemplateData } from './goTemplate.ts';

/**
 * The auth emails as config.toml declares them (`[auth.email.template.<name>]` subject + content_path),
 * compiled once. A template the file leaves out falls back to GoTrue's default subject and a plain body,
 * as GoTrue does when no custom template is configured.
 */

export interface RenderedEmail {
  subject: string;
  html: string;
}

export type EmailTemplates = (name: EmailTemplateName, data: TemplateData) => RenderedEmail;

/** The folder config.toml's content paths are relative to (the project root, above supabase/). */
export const PROJECT_DIR = fileURLToPath(new URL('../../../', import.meta.url));

// GoTrue's default subjects; the bodies are just the link or code.
const DEFAULTS: Record<EmailTemplateName, RenderedEmail> = {
  invite: {
    subject: "You've been invited",
    html: '<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  confirmation: {
    subject: 'Confirm your email address',
    html: '<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>',
  },
  recovery: {
    subject: 'Reset your password',
    html: '<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>',
  },
  magic_link: { subject: 'Your sign-in link', html: '<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>' },
  email_change: {
    subject: 'Confirm your new email address',
    html: '<p><a href="{{ .ConfirmationURL }}">Confirm the change to {{ .NewEmail }}</a></p>',
  },
  reauthentication: { subject: '{{ .Token }} is your verification code', html: '<p>{{ .Token }}</p>' },
};

export function loadEmailTemplates(settings: AuthSettings, projectDir: string = PROJECT_DIR): EmailTemplates {
  const compiled = Object.fromEntries(
    (Object.keys(DEFAULTS) as EmailTemplateName[]).map((name) => {
      const configured = settings.templates[name];
      const html = configured?.contentPath
        ? readFileSync(resolve(projectDir, configured.contentPath), 'utf8')
        : DEFAULTS[name].html;
      const subject = configured?.subject ?? DEFAULTS[name].subject;
      return [name, { subject: compileTemplate(subject), html: compileTemplate(html) }];
    }),
  ) as Record<
    EmailTemplateName,
    { subject: (data: TemplateData) => string; html: (data: TemplateData) => string }
  >;
  return (name, data) => ({ subject: compiled[name].subject(data), html: compiled[name].html(data) });
}
