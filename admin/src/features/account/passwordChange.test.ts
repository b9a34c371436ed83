import { describe, expect, it } from 'vitest';
import { passwordChangeAnswer, passwordChangeProblems } from './passwordChange.ts';

describe('the answer to a password change in «Mi perfil»', () => {
  it.each([
    [null, { kind: 'saved' }],
    [
      { code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
      { kind: 'needsCode' },
    ],
    [
      { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
      {
        kind: 'codeProblem',
        message: 'El código no es válido o caducó. Revisa el último correo o pide otro.',
      },
    ],
    [
      { code: 'same_password', message: 'New password should be different from the old password.' },
      { kind: 'passwordProblems', problems: ['La contraseña nueva debe ser distinta de la actual.'] },
    ],
    [
      { code: 'weak_password', message: 'Password is known to be weak', reasons: ['characters'] },
      { kind: 'passwordProblems', problems: ['Debe incluir letras y números.'] },
    ],
    [
      {
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
      { kind: 'failed', message: expect.stringContaining('42') },
    ],
    [
      { code: 'unexpected_failure', message: 'boom' },
      { kind: 'failed', message: 'No se pudo cambiar la contraseña. Inténtalo de nuevo en unos minutos.' },
    ],
  ])('%j → %j', (error, answer) => {
    expect(passwordChangeAnswer(error)).toEqual(answer);
  });

  it('refuses a repetition that does not match before sending anything', () => {
    expect(passwordChangeProblems('clave-nueva-123', 'clave-nueva-124')).toEqual([
      'Las contraseñas no coinciden.',
    ]);
    expect(passwordChangeProblems('clave-nueva-123', 'clave-nueva-123')).toEqual([]);
  });
});
