import { describe, expect, it } from 'vitest';
import { loginErrorDescription } from './loginError.ts';

describe('loginErrorDescription', () => {
  it.each([
    [
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
      'Email o contraseña incorrectos.',
    ],
    [{ code: 'over_request_rate_limit', message: 'Too many requests' }, 'Too many requests'],
    [{ message: '' }, 'Email o contraseña incorrectos.'],
    [{}, 'Email o contraseña incorrectos.'],
  ])('%j → %j', (error, text) => {
    expect(loginErrorDescription(error)).toBe(text);
  });
});
