import { describe, expect, it } from 'vitest';
import { parseSupabaseConfig } from '../supabaseConfig.ts';
import { authSettingsFrom, readAuthSettings } from './authSettings.ts';

describe('authSettingsFrom', () => {
  it("reads this project's config.toml as the CLI hands it to GoTrue", () => {
    expect(readAuthSettings()).toMatchObject({
      siteUrl: 'http://127.0.0.1:4321',
      signupEnabled: false,
      anonymousSignInsEnabled: false,
      emailProviderEnabled: true,
      mailerAutoconfirm: false,
      secureEmailChange: true,
      securePasswordChange: true,
      maxFrequencyMs: 60_000,
      otpLength: 6,
      otpExpirySeconds: 3600,
      minimumPasswordLength: 10,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      emailsPerHour: 30,
      tokenVerificationsPerFiveMinutes: 30,
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
      templates: { invite: { contentPath: './supabase/templates/invite.generated.html' } },
    });
  });

  it("falls back to GoTrue's defaults where the file is silent, never below 6 characters", () => {
    expect(authSettingsFrom(parseSupabaseConfig('[auth]\nminimum_password_length = 4'))).toMatchObject({
      signupEnabled: true,
      emailProviderEnabled: true,
      mailerAutoconfirm: true,
      maxFrequencyMs: 1000,
      minimumPasswordLength: 6,
      requiredCharacters: [],
      templates: {},
    });
  });

  it('refuses values the CLI refuses', () => {
    expect(() => authSettingsFrom(parseSupabaseConfig('[auth]\npassword_requirements = "fuerte"'))).toThrow(
      /password_requirements/,
    );
    expect(() => authSettingsFrom(parseSupabaseConfig('[auth.email]\nmax_frequency = "un rato"'))).toThrow(
      /max_frequency/,
    );
  });
});
