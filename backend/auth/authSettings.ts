import type { TomlTable } from 'smol-toml';
import { configSection, readSupabaseConfig, type SupabaseConfig } from '../supabaseConfig.ts';
import { parseGoDuration } from './goDuration.ts';

/**
 * The Supabase Auth settings of supabase/config.toml, read the way the Supabase CLI turns them into
 * GoTrue's environment (`[auth]`, `[auth.email]`, `[auth.rate_limit]`, `[auth.mfa]`, templates), with
 * GoTrue's own defaults where the file is silent. Tests override single settings.
 */

export const EMAIL_TEMPLATES = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATES)[number];

export interface TemplateSetting {
  subject?: string;
  /**
   * As written in config.toml: relative to the project folder
   * (`./supabase/templates/invite.generated.html`).
   */
  contentPath?: string;
}

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  /** `[auth] enable_signup` (GOTRUE_DISABLE_SIGNUP inverted). */
  signupEnabled: boolean;
  anonymousSignInsEnabled: boolean;
  /** `[auth.email] enable_signup`: the email provider itself (GOTRUE_EXTERNAL_EMAIL_ENABLED). */
  emailProviderEnabled: boolean;
  /** `[auth.email] enable_confirmations` inverted (GOTRUE_MAILER_AUTOCONFIRM). */
  mailerAutoconfirm: boolean;
  /** `[auth.email] double_confirm_changes`: both addresses confirm an email change. */
  secureEmailChange: boolean;
  /** `[auth.email] secure_password_change`: a session older than 24 h needs a reauthentication nonce. */
  securePasswordChange: boolean;
  /** `[auth.email] max_frequency`: per user and kind of email. */
  maxFrequencyMs: number;
  otpLength: number;
  otpExpirySeconds: number;
  minimumPasswordLength: number;
  /** Character sets a password must each touch (GOTRUE_PASSWORD_REQUIRED_CHARACTERS split on `:`). */
  requiredCharacters: string[];
  /** `[auth.rate_limit] email_sent`: emails per hour for the whole project. */
  emailsPerHour: number;
  /** `[auth.rate_limit] token_verifications`: /verify calls per 5 minutes and client IP. */
  tokenVerificationsPerFiveMinutes: number;
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
  templates: Partial<Record<EmailTemplateName, TemplateSetting>>;
}

// The CLI's password_requirements values and the character sets it hands GoTrue (pkg/config/auth.go).
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
// GoTrue splits the list on `:` and reads `\:` as a colon, so this set holds both `\` and `:`.
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';
export const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

const GOTRUE_MIN_PASSWORD_LENGTH = 6;

const bool = (table: TomlTable, key: string, fallback: boolean) =>
  typeof table[key] === 'boolean' ? (table[key] as boolean) : fallback;
const num = (table: TomlTable, key: string, fallback: number) => {
  const value = table[key];
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : fallback;
};
const str = (table: TomlTable, key: string, fallback: string) =>
  typeof table[key] === 'string' ? (table[key] as string) : fallback;

function durationMs(text: string, setting: string): number {
  const parsed = parseGoDuration(text);
  if (!parsed.ok) throw new Error(`config.toml ${setting}: ${parsed.message}`);
  return parsed.ms;
}

export function authSettingsFrom(config: SupabaseConfig): AuthSettings {
  const auth = configSection(config, 'auth');
  const email = configSection(config, 'auth.email');
  const requirements = str(auth, 'password_requirements', '');
  const requiredCharacters = PASSWORD_REQUIREMENTS[requirements];
  if (!requiredCharacters)
    throw new Error(`config.toml [auth] password_requirements: "${requirements}" no existe`);
  const templates: AuthSettings['templates'] = {};
  for (const name of EMAIL_TEMPLATES) {
    const template = configSection(config, `auth.email.template.${name}`);
    if (Object.keys(template).length === 0) continue;
    templates[name] = {
      subject: typeof template.subject === 'string' ? template.subject : undefined,
      contentPath: typeof template.content_path === 'string' ? template.content_path : undefined,
    };
  }
  return {
    siteUrl: str(auth, 'site_url', 'http://127.0.0.1:3000'),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string')
      : [],
    jwtExpirySeconds: num(auth, 'jwt_expiry', 3600),
    refreshTokenReuseIntervalSeconds: num(auth, 'refresh_token_reuse_interval', 10),
    signupEnabled: bool(auth, 'enable_signup', true),
    anonymousSignInsEnabled: bool(auth, 'enable_anonymous_sign_ins', false),
    emailProviderEnabled: bool(email, 'enable_signup', true),
    mailerAutoconfirm: !bool(email, 'enable_confirmations', false),
    secureEmailChange: bool(email, 'double_confirm_changes', true),
    securePasswordChange: bool(email, 'secure_password_change', false),
    maxFrequencyMs: durationMs(str(email, 'max_frequency', '1s'), '[auth.email] max_frequency'),
    otpLength: num(email, 'otp_length', 6),
    otpExpirySeconds: num(email, 'otp_expiry', 3600),
    minimumPasswordLength: Math.max(num(auth, 'minimum_password_length', 6), GOTRUE_MIN_PASSWORD_LENGTH),
    requiredCharacters,
    emailsPerHour: num(configSection(config, 'auth.rate_limit'), 'email_sent', 30),
    tokenVerificationsPerFiveMinutes: num(
      configSection(config, 'auth.rate_limit'),
      'token_verifications',
      30,
    ),
    maxEnrolledFactors: num(configSection(config, 'auth.mfa'), 'max_enrolled_factors', 10),
    totpEnrollEnabled: bool(configSection(config, 'auth.mfa.totp'), 'enroll_enabled', false),
    totpVerifyEnabled: bool(configSection(config, 'auth.mfa.totp'), 'verify_enabled', false),
    templates,
  };
}

/** supabase/config.toml's settings, with single ones replaced (tests). */
export function readAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return { ...authSettingsFrom(readSupabaseConfig()), ...overrides };
}
