import { bearerToken, type JwtClaims, verifyJwt } from '../../jwt.ts';
import type { KeyRing } from '../../keys/keyRing.ts';
import { RestError } from '../errors/restError.ts';

/**
 * The request's JWT claims: from `Authorization: Bearer`, else the `apikey` header (the CLI gateway's
 * leniency); none means anon. Failures are 401 PGRST301 (undecodable) or PGRST303 (bad claims).
 */
export async function authenticate(headers: Headers, ring: KeyRing): Promise<JwtClaims> {
  const token = bearerToken(headers.get('authorization') ?? undefined, headers.get('apikey') ?? undefined);
  if (token === undefined) return { role: 'anon' };
  const result = await verifyJwt(token, ring);
  if (result.ok) return result.claims;
  if (result.message.startsWith('role "')) {
    // PostgREST only learns this from `set role`, so it answers with the Postgres error.
    throw new RestError(401, '22023', result.message);
  }
  const code = result.kind === 'claims' ? 'PGRST303' : 'PGRST301';
  const description = JSON.stringify(result.message);
  throw new RestError(401, code, result.message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${description}`,
  });
}
