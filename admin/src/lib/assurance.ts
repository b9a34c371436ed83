import type { Session } from '@supabase/supabase-js';

/**
 * How strongly a session proved who it is, read from the session itself as auth-js's
 * getAuthenticatorAssuranceLevel does: the JWT's `aal` claim, and whether the user has a verified factor
 * (then Postgres refuses staff data to an aal1 session, migration 20251103000000).
 */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  hasVerifiedFactor: boolean;
}

function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
  } catch {
    return {};
  }
}

export function assuranceOf(session: Pick<Session, 'access_token' | 'user'>): Assurance {
  return {
    aal: jwtClaims(session.access_token).aal === 'aal2' ? 'aal2' : 'aal1',
    hasVerifiedFactor: (session.user.factors ?? []).some((factor) => factor.status === 'verified'),
  };
}

export type SecondFactorStep = 'none' | 'code' | 'enroll';

/**
 * What stands between this session and the panel: the code (a verified factor, session still aal1), the
 * enrolment (an admin without a factor while two-factor is mandatory for admins), or nothing.
 */
export function secondFactorStep(
  assurance: Assurance,
  isAdmin: boolean,
  adminsRequireTwoFactor: boolean,
): SecondFactorStep {
  if (assurance.hasVerifiedFactor) return assurance.aal === 'aal2' ? 'none' : 'code';
  return isAdmin && adminsRequireTwoFactor ? 'enroll' : 'none';
}
