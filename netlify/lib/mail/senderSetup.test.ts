import { describe, expect, it } from 'vitest';
import { senderSetupFromEnv } from './senderSetup.ts';

const SMTP = { SMTP_HOST: 'smtp.example.org', SMTP_FROM: 'Palabra Viva <no-responder@example.org>' };

describe('senderSetupFromEnv', () => {
  it('is ready with SMTP_HOST and SMTP_FROM, at 60 emails a minute unless told otherwise', () => {
    expect(senderSetupFromEnv(SMTP)).toEqual({
      ready: true,
      smtp: { host: 'smtp.example.org', port: 587, user: undefined, pass: undefined, from: SMTP.SMTP_FROM },
      perMinute: 60,
    });
    expect(senderSetupFromEnv({ ...SMTP, SMTP_MAX_PER_MINUTE: '10' })).toMatchObject({ perMinute: 10 });
  });

  it.each([
    ['nothing set', {}, 'smtp_not_configured', /SMTP_HOST/],
    ['a host without a sender', { SMTP_HOST: 'smtp.example.org' }, 'smtp_settings_invalid', /SMTP_FROM/],
    ['a port that is no port', { ...SMTP, SMTP_PORT: 'veinticinco' }, 'smtp_settings_invalid', /SMTP_PORT/],
    [
      'a limit of zero',
      { ...SMTP, SMTP_MAX_PER_MINUTE: '0' },
      'smtp_settings_invalid',
      /SMTP_MAX_PER_MINUTE/,
    ],
    ['a fractional limit', { ...SMTP, SMTP_MAX_PER_MINUTE: '2.5' }, 'smtp_settings_invalid', /«2.5»/],
  ])('with %s it says why it cannot send', (_, env, problem, detail) => {
    const setup = senderSetupFromEnv(env);
    expect(setup).toMatchObject({ ready: false, problem });
    expect(setup.ready ? '' : setup.detail).toMatch(detail);
  });
});
