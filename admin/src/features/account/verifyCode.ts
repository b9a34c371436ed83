import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';

const copy = adminMessages.twoFactor;

/**
 * Challenges and verifies a TOTP factor with the typed code; the session becomes aal2 (supabase-js stores
 * it and reports MFA_CHALLENGE_VERIFIED). Null on success, else the Spanish reason to show by the field.
 */
export async function verifyCode(factorId: string, code: string): Promise<string | null> {
  if (!/^\d{6}$/.test(code)) return copy.codeFormat;
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) {
    // The refreshed session carries the user's factors as they now are.
    await supabase.auth.refreshSession();
    return null;
  }
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired') return copy.badCode;
  return `${copy.verifyError}: ${errorDetail(error)}`;
}
