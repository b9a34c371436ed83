import type { ApiKeys } from '../keys/apiKeys.ts';
import { type GatewayRefusal, refusals } from './gatewayRefusal.ts';

/**
 * What Supabase's API gateway does with a request's keys before a service sees it (supabase/supabase
 * docker/volumes/api/kong.yml and kong-entrypoint.sh, the docs' "API keys" page, answers seen from
 * hosted projects):
 *
 * - `apikey` (header, or `?apikey=`) names the caller's application. The secret key acts as
 *   service_role, the publishable key as anon; from a browser's User-Agent the secret key is refused.
 *   Another `sb_…` key is unregistered. Legacy JWT keys pass while legacy keys are enabled.
 * - `Authorization: Bearer <JWT>` (a user's session) passes through. A publishable or secret key there is
 *   accepted only when it is the same as `apikey` (what supabase-js sends without a session).
 * - Without a user's JWT, the services get `Bearer <JWT for the key's role>`: the gateway's own short
 *   token for a new key, the key itself for a legacy one.
 *
 * Like the CLI's gateway (and unlike hosted), a request with no key at all is let through to the services
 * (they treat it as anon): the upstream client tests rely on it.
 */

export interface KeyedRequest {
  apikey: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
}

/** The JWTs the gateway puts in Authorization for the new keys. */
export interface GatewayTokens {
  anon: string;
  serviceRole: string;
}

export type Admission =
  | { admitted: true; authorization: string | undefined }
  | { admitted: false; refusal: GatewayRefusal };

/** Browsers all send `Mozilla/…`; servers, curl and Node's fetch do not. */
export const isBrowserUserAgent = (userAgent: string | undefined) => /\bMozilla\//.test(userAgent ?? '');

const NEW_KEY_BEARER = /^Bearer (sb_\S*)$/;

export function admitApiKey(request: KeyedRequest, keys: ApiKeys, tokens: GatewayTokens): Admission {
  const refuse = (refusal: GatewayRefusal): Admission => ({ admitted: false, refusal });
  const { apikey, authorization } = request;
  const bearerKey = NEW_KEY_BEARER.exec(authorization ?? '')?.[1];
  if (apikey === undefined || apikey === '') {
    return bearerKey === undefined ? { admitted: true, authorization } : refuse(refusals.missing);
  }
  let roleToken: string;
  if (apikey === keys.secretKey) {
    if (isBrowserUserAgent(request.userAgent)) return refuse(refusals.secretInBrowser);
    roleToken = tokens.serviceRole;
  } else if (apikey === keys.publishableKey) {
    roleToken = tokens.anon;
  } else if (apikey.startsWith('sb_')) {
    return refuse(refusals.unregistered);
  } else if (!keys.legacyKeysEnabled) {
    const isLegacyKey = apikey === keys.anonKey || apikey === keys.serviceRoleKey;
    return refuse(isLegacyKey ? refusals.legacyDisabled : refusals.invalid);
  } else {
    roleToken = apikey;
  }
  if (bearerKey !== undefined && bearerKey !== apikey) return refuse(refusals.invalid);
  if (authorization !== undefined && bearerKey === undefined) return { admitted: true, authorization };
  return { admitted: true, authorization: `Bearer ${roleToken}` };
}
