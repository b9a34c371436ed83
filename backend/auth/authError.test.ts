import { describe, expect, it } from 'vitest';
import { AuthError, errorBody } from './authError.ts';

describe('errorBody', () => {
  const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

  it.each([
    ['2024-01-01', { code: 'invalid_credentials', message: 'Invalid login credentials' }],
    ['2025-06-30', { code: 'invalid_credentials', message: 'Invalid login credentials' }],
    [undefined, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }],
    ['2023-12-31', { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }],
    ['banana', { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }],
  ])('for API version %s', (version, body) => expect(errorBody(error, version)).toEqual(body));

  it('adds weak_password reasons in both shapes', () => {
    const weak = new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', ['length']);
    expect(errorBody(weak, '2024-01-01')).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(errorBody(weak, undefined)).toMatchObject({ code: 422, weak_password: { reasons: ['length'] } });
  });
});
