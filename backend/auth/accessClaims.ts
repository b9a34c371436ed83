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

export interface ClaimsSession {
  id: string;
  aal: string | null;
  /** When the session signed in, in ms: the `amr` timestamp (only password sign-ins create sessions here). */
  createdAtMs: number;
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
  amr: { method: string; timestamp: number }[];
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
    aal: session.aal ?? 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(session.createdAtMs / 1000) }],
    session_id: session.id,
    is_anonymous: user.isAnonymous,
  };
}

/** `${apiUrl}/auth/v1`, as hosted Supabase's issuer `https://<ref>.supabase.co/auth/v1`. */
export function authIssuer(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/auth/v1`;
}
