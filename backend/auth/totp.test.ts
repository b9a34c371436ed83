import { describe, expect, it } from 'vitest';
import { generateTotpSecret, isValidTotpCode, totpCode, totpQrSvg, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" in base32, and its 8-digit codes; the last 6
// digits are what a 6-digit authenticator shows.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
    [2_000_000_000_000, '279037'],
  ])('at %s ms the code is %s (RFC 6238)', (nowMs, code) => {
    expect(totpCode(RFC_SECRET, nowMs)).toBe(code);
    expect(isValidTotpCode(RFC_SECRET, code, nowMs)).toBe(true);
  });

  it('accepts one step of skew either way, not two', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    expect(isValidTotpCode(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(isValidTotpCode(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(isValidTotpCode(secret, totpCode(secret, now - 60_000), now)).toBe(false);
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses the malformed code %j', (code) => {
    expect(isValidTotpCode(RFC_SECRET, code, 59_000)).toBe(false);
  });

  it('makes 160-bit base32 secrets', () => {
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('writes the otpauth URI authenticator apps read, and its QR as SVG', async () => {
    const uri = totpUri('127.0.0.1:4321', 'ana@example.org', RFC_SECRET);
    expect(uri).toBe(
      `otpauth://totp/127.0.0.1%3A4321:ana@example.org?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A4321&period=30&secret=${RFC_SECRET}`,
    );
    expect(await totpQrSvg(uri)).toMatch(/^<svg [^>]*>.*<\/svg>\s*$/s);
  });
});
