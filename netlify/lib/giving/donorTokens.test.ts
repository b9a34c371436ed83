import { describe, expect, it } from 'vitest';
import { isSignedLinkToken, newLinkToken, sessionEmail, sessionToken } from './donorTokens.ts';

describe('donor tokens', () => {
  const secret = 'clave-de-servicio';
  it('signs link tokens and refuses altered or foreign ones', () => {
    const { token, hash } = newLinkToken(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(isSignedLinkToken(secret, token)).toBe(true);
    expect(isSignedLinkToken('otra', token)).toBe(false);
    expect(isSignedLinkToken(secret, `${token.slice(0, -2)}xx`)).toBe(false);
    expect(isSignedLinkToken(secret, 'sin-punto')).toBe(false);
  });

  it.each([
    ['valid', 0, 'ana@example.org'],
    ['expired', 31 * 60_000, null],
  ])('reads a %s session', (_, later, email) => {
    const token = sessionToken(secret, 'ana@example.org', 1_000);
    expect(sessionEmail(secret, token, 1_000 + later)).toBe(email);
  });

  it('never takes a link token for a session, nor a session signed elsewhere', () => {
    expect(sessionEmail(secret, newLinkToken(secret).token)).toBeNull();
    expect(sessionEmail('otra', sessionToken(secret, 'a@b.co'))).toBeNull();
  });
});
