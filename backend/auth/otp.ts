import { createHash, randomInt } from 'node:crypto';

/**
 * The one-time codes behind every email link, as GoTrue makes them: an N-digit code the person may type,
 * and its "token hash" sha224(email + code), which is what the link carries and the database keeps.
 */

export function generateOtp(digits: number): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** Go's url.QueryEscape: everything but letters, digits and `-_.~` percent-encoded, spaces as `+`. */
export function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/** Go's url.Values.Encode: keys sorted, each pair query-escaped. */
export function goEncodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key]!)}`)
    .join('&');
}

/**
 * The link of an email (`{{ .ConfirmationURL }}`): `<auth>/verify?token=<hash>&type=<type>&redirect_to=<url>`.
 * The redirect is escaped only when it holds `&`, `=` or `#`, as GoTrue's mailer does.
 */
export function verifyLink(authUrl: string, hash: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo;
  return `${authUrl}/verify?token=${goQueryEscape(hash)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`;
}
