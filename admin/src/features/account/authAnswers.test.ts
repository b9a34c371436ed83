import { describe, expect, it } from 'vitest';
import { emailWait, readLinkFragment, weakPasswordProblems } from './authAnswers.ts';

describe('weakPasswordProblems', () => {
  it.each([
    [{ code: 'weak_password', reasons: ['length'] }, ['Debe tener al menos 10 caracteres.']],
    [
      { code: 'weak_password', reasons: ['length', 'characters'] },
      ['Debe tener al menos 10 caracteres.', 'Debe incluir letras y números.'],
    ],
    [
      { code: 'weak_password', reasons: ['pwned'] },
      ['Es una contraseña demasiado común o filtrada: elige otra.'],
    ],
    [{ code: 'weak_password' }, ['Debe tener al menos 10 caracteres.']],
    [{ code: 'same_password', message: 'New password should be different' }, []],
  ])('%j → %j', (error, problems) => {
    expect(weakPasswordProblems(error)).toEqual(problems);
  });
});

describe('emailWait', () => {
  it.each([
    [
      {
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
      'Ya te enviamos un correo hace poco. Podrás pedir otro dentro de 42 segundos.',
    ],
    [
      { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
      'Se han enviado demasiados correos. Inténtalo de nuevo dentro de una hora.',
    ],
    [{ code: 'unexpected_failure', message: 'boom' }, null],
  ])('%j → %j', (error, text) => {
    expect(emailWait(error)).toBe(text);
  });
});

describe('readLinkFragment', () => {
  it.each([
    ['#error=access_denied&error_code=otp_expired&error_description=Email+link', 'caducado o ya se usó'],
    ['#error_code=user_banned&error_description=User+is+banned', 'desactivada'],
    ['#error=invalid_request&error_code=validation_failed', 'no es válido'],
    ['#access_token=abc', 'no es válido'],
    ['#basura', 'no es válido'],
  ])('%s is a problem mentioning %j', (hash, words) => {
    const landing = readLinkFragment(hash);
    expect(landing.kind).toBe('problem');
    expect(landing.kind === 'problem' && landing.message).toContain(words);
  });

  it('reads the session of a followed link', () => {
    expect(
      readLinkFragment('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite'),
    ).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: 'invite',
    });
  });

  it.each(['', '#'])('%j carries nothing', (hash) => {
    expect(readLinkFragment(hash)).toEqual({ kind: 'none' });
  });
});
