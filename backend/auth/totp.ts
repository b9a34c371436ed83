import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { goEncodeValues } from './otp.ts';

/**
 * TOTP as GoTrue's enrolment and verification use it (pquerna/otp): a 160-bit base32 secret, SHA-1,
 * 6 digits, 30-second steps, one step of clock skew either way. The enrolment QR is an SVG of the
 * `otpauth://` URI, which auth-js wraps in a data URL.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;

export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=…` */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account).replaceAll('%40', '@')}`;
  const query = goEncodeValues({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query}`;
}

function totpFor(secret: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

export function isValidTotpCode(secret: string, code: string, nowMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, timestamp: nowMs, window: 1 }) !== null;
}

/** The code an authenticator app shows at `nowMs` (tests and the e2e journeys type it). */
export function totpCode(secret: string, nowMs: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: nowMs });
}

export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 });
}
