import { describe, expect, it } from 'vitest';
import { configSection, parseSupabaseConfig, readSupabaseConfig } from './supabaseConfig.ts';

describe('supabase/config.toml', () => {
  it('is the project file the CLI reads: sign-up disabled, TOTP on, the local inbox ports', () => {
    const config = readSupabaseConfig();
    expect(configSection(config, 'auth').enable_signup).toBe(false);
    expect(configSection(config, 'auth.mfa.totp').enroll_enabled).toBe(true);
    expect(configSection(config, 'inbucket')).toMatchObject({ port: 54324, smtp_port: 54325 });
  });

  it('substitutes env(NAME) from the environment and leaves unset names as written', () => {
    const config = parseSupabaseConfig('[auth.email.smtp]\npass = "env(SMTP_PASS)"\nuser = "env(NOPE)"', {
      SMTP_PASS: 'secreto',
    });
    expect(configSection(config, 'auth.email.smtp')).toEqual({ pass: 'secreto', user: 'env(NOPE)' });
  });

  it('gives an empty table for a section the file leaves out', () => {
    expect(configSection(parseSupabaseConfig(''), 'storage.image_transformation')).toEqual({});
  });
});
