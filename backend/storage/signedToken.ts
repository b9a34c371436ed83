import { errors, jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

/**
 * Signed-URL tokens as Storage makes them: an HS256 JWT `{url: "bucket/path", iat, exp}` signed with the
 * project's JWT secret. The token names exactly one object, so it cannot be replayed for another path.
 */
export async function signObjectToken(secret: Uint8Array, url: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(secret);
}

/** The verified token's path and expiry; InvalidSignature or ExpiredToken otherwise. */
export async function verifyObjectToken(
  secret: Uint8Array,
  token: string,
): Promise<{ url: string; exp: number }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw storageErrors.expiredToken();
    throw storageErrors.invalidSignature();
  }
  const { url, exp } = payload;
  // A session JWT is signed with the same secret but carries no url: it is not a download token.
  if (typeof url !== 'string' || typeof exp !== 'number') throw storageErrors.invalidSignature();
  return { url, exp };
}
