import { errors, jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

/**
 * Signed-URL tokens as Storage makes them: an HS256 JWT signed with the project's JWT secret, naming one
 * object (`url: "bucket/path"`) and one action (`scope`), so a token cannot be replayed for another path
 * nor a download token used to upload. Upload tokens also carry the signer (`owner`) and `upsert`.
 */
export type SignedClaims =
  | { scope: 'download'; url: string }
  | { scope: 'upload'; url: string; owner: string | undefined; upsert: boolean };

export async function signObjectToken(
  secret: Uint8Array,
  claims: SignedClaims,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(secret);
}

export interface VerifiedToken {
  exp: number;
  owner: string | undefined;
  upsert: boolean;
}

/**
 * Storage's verifyObjectSignature: a token that fails verification (bad signature, malformed, expired) is
 * InvalidJWT with the JWT library's message; a token for the other action, or for another object, is
 * InvalidSignature. Tokens issued before scopes existed count as uploads when they carry `upsert`.
 */
export async function verifyObjectToken(
  secret: Uint8Array,
  token: string,
  scope: SignedClaims['scope'],
  url: string,
): Promise<VerifiedToken> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof errors.JOSEError ? error.message : 'Invalid JWT');
  }
  const legacy = payload.scope === undefined;
  const scoped = legacy ? ('upsert' in payload ? 'upload' : 'download') : payload.scope;
  if (scoped !== scope) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw storageErrors.invalidSignature();
  const exp = typeof payload.exp === 'number' ? payload.exp : 0;
  if (exp * 1000 < Date.now()) throw storageErrors.expiredToken();
  return {
    exp,
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
  };
}
