import { describe, expect, it } from 'vitest';
import { plainTextOf, smtpSettingsFromEnv } from './smtpSender.ts';

describe('smtpSettingsFromEnv', () => {
  it('reads the SMTP_* variables, 587 by default', () => {
    expect(
      smtpSettingsFromEnv({
        SMTP_HOST: 'smtp.example.org',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_FROM: 'a@b.org',
      }),
    ).toEqual({ host: 'smtp.example.org', port: 587, user: 'u', pass: 'p', from: 'a@b.org' });
  });

  it('is undefined without SMTP_HOST and refuses a host without a sender', () => {
    expect(smtpSettingsFromEnv({})).toBeUndefined();
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'smtp.example.org' })).toThrow(/SMTP_FROM/);
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.org', SMTP_PORT: 'x' })).toThrow(
      /SMTP_PORT/,
    );
  });
});

describe('plainTextOf', () => {
  it('keeps the words and the link targets of the HTML', () => {
    const text = plainTextOf(
      '<h2>Bienvenido</h2><p>Acepta la <a href="https://example.org/verify?token=abc&amp;type=invite">invitación</a>.</p><img src="x.png" alt="logo">',
    );
    expect(text).toContain('Bienvenido');
    expect(text).toContain('invitación [https://example.org/verify?token=abc&type=invite]');
    expect(text).not.toContain('logo');
  });
});
