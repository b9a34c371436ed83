import { describe, expect, it } from 'vitest';
import { accountStatus } from './accountStatus.ts';

describe('accountStatus', () => {
  it.each([
    [{ pending: false, deactivated: false, twoFactor: false }, 'Activa', 'ok'],
    [{ pending: false, deactivated: false, twoFactor: true }, 'Activa · dos pasos', 'ok'],
    [{ pending: true, deactivated: false, twoFactor: false }, 'Invitación pendiente', 'wait'],
    [{ pending: true, deactivated: true, twoFactor: false }, 'Desactivada', 'off'],
    [{ pending: false, deactivated: true, twoFactor: true }, 'Desactivada', 'off'],
  ])('%j → %s', (state, label, tone) => {
    expect(accountStatus(state)).toEqual({ label, tone });
  });
});
