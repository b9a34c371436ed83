import type { Context } from 'hono';
import type { BackendContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { KeyRing } from '../keys/keyRing.ts';
import type { MailSender } from '../mail/smtpSender.ts';
import { readSupabaseConfig } from '../supabaseConfig.ts';
import { authIssuer } from './accessClaims.ts';
import { type AuthSettings, authSettingsFrom } from './authSettings.ts';
import { createEmailSendLimiter } from './emailRateLimit.ts';
import {
  createFailedSignInLimiter,
  DEFAULT_FAILED_SIGN_IN_LIMITS,
  type FailedSignInLimiter,
  type FailedSignInLimits,
} from './failedSignInLimiter.ts';
import { authSmtpSender, createAuthMailer, type SendAuthEmail } from './mail/authMailer.ts';
import { loadEmailTemplates } from './mail/emailTemplates.ts';
import type { PasswordPolicy } from './password.ts';
import { createVerifyLimiter, type VerifyLimiter } from './verifyRateLimit.ts';

/** Knobs of the auth server; tests inject a clock, other settings and their own mailer. */
export interface AuthOptions {
  /** Milliseconds since the epoch; drives token times, reuse windows, bans, expiry and rate limits. */
  now?: () => number;
  /** Settings that replace those of supabase/config.toml. */
  settings?: Partial<AuthSettings>;
  failedSignInLimits?: FailedSignInLimits;
  /** Who is calling, for the per-IP sign-in limit and MFA challenges; by default the socket's address. */
  clientIp?: (c: Context) => string | undefined;
  /** Larger request bodies get 413. */
  bodyLimitBytes?: number;
  /** Where auth emails go; by default SMTP as config.toml says (the local inbox). */
  mailSender?: MailSender;
}

/** Everything a route handler needs, resolved once per router. */
export interface AuthDeps {
  db: Database;
  /** Signs new access tokens and verifies presented ones. */
  signing: KeyRing;
  issuer: string;
  apiUrl: string;
  now: () => number;
  settings: AuthSettings;
  passwordPolicy: PasswordPolicy;
  signInLimiter: FailedSignInLimiter;
  verifyLimiter: VerifyLimiter;
  sendEmail: SendAuthEmail;
  clientIp: (c: Context) => string | undefined;
  bodyLimitBytes: number;
}

/** The socket's address under @hono/node-server; undefined for in-process calls, which have no socket. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export function resolveAuthDeps(ctx: BackendContext, options: AuthOptions = {}): AuthDeps {
  const now = options.now ?? Date.now;
  const config = readSupabaseConfig();
  const settings = { ...withSiteUrl(authSettingsFrom(config), ctx.siteUrl), ...options.settings };
  return {
    db: ctx.db,
    signing: ctx.signing,
    issuer: authIssuer(ctx.apiUrl),
    apiUrl: ctx.apiUrl.replace(/\/+$/, ''),
    now,
    settings,
    passwordPolicy: {
      minimumLength: settings.minimumPasswordLength,
      requiredCharacters: settings.requiredCharacters,
    },
    signInLimiter: createFailedSignInLimiter(
      options.failedSignInLimits ?? DEFAULT_FAILED_SIGN_IN_LIMITS,
      now,
    ),
    verifyLimiter: createVerifyLimiter(settings.tokenVerificationsPerFiveMinutes, now),
    sendEmail: createAuthMailer({
      settings,
      templates: loadEmailTemplates(settings),
      sender: options.mailSender ?? authSmtpSender(config),
      limiter: createEmailSendLimiter(settings.emailsPerHour, now),
    }),
    clientIp: options.clientIp ?? socketAddress,
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
  };
}

/**
 * The site's real origin as Auth's Site URL: the links of its emails ({{ .SiteURL }}) and the redirects it
 * accepts follow the port the product runs on, not config.toml's default (issue 34 item 8).
 */
export function withSiteUrl(settings: AuthSettings, siteUrl: string | undefined): AuthSettings {
  if (!siteUrl) return settings;
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    ...settings,
    siteUrl: origin,
    additionalRedirectUrls: [...settings.additionalRedirectUrls, `${origin}/**`],
  };
}
