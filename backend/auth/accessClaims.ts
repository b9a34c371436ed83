/** What GoTrue's GenerateAccessToken puts in an access token (B.3), built from the user and the session. */

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface ClaimsUser {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface ClaimsSession {
  id: string;
  aal: string;
  amr: AmrEntry[];
}

/** Second factors: a session that proved one of these is aal2 (GoTrue's IsAAL2Claim). */
export const SECOND_FACTOR_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

/**
 * GoTrue's CalculateAALAndAMR: one `amr` entry per method the session proved (password, otp, totp…), its
 * timestamp the last time it was proved, most recent first; aal2 once a second factor is among them.
 */
export function sessionAssurance(claims: readonly { method: string; updatedAtMs: number }[]): {
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
} {
  const amr = [...claims]
    .sort((a, b) => b.updatedAtMs - a.updatedAtMs)
    .map((claim) => ({ method: claim.method, timestamp: Math.floor(claim.updatedAtMs / 1000) }));
  const aal = claims.some((claim) => SECOND_FACTOR_METHODS.includes(claim.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export function buildAccessClaims(
  user: ClaimsUser,
  session: ClaimsSession,
  options: { issuer: string; nowMs: number; ttlSeconds?: number },
): AccessClaims {
  const iat = Math.floor(options.nowMs / 1000);
  return {
    iss: options.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: iat + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS),
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.isAnonymous,
  };
}

/** `${apiUrl}/auth/v1`, as hosted Supabase's issuer `https://<ref>.supabase.co/auth/v1`. */
export function authIssuer(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/auth/v1`;
}
