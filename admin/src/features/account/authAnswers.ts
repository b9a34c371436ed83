import { MINIMUM_PASSWORD_LENGTH } from '#core/passwordRules.ts';
import { adminMessages } from '../../lib/messages.ts';

/**
 * Supabase Auth's answers turned into the Spanish the staff pages show; branches on codes and reasons,
 * never on English message text (except the seconds GoTrue puts only in its 429 message).
 */
const copy = adminMessages.password;

interface AuthFailure {
  code?: string;
  message?: string;
  reasons?: readonly string[];
}

/** 422 weak_password: one Spanish sentence per reason (length, characters, pwned), shown by the field. */
export function weakPasswordProblems(error: AuthFailure): string[] {
  if (error.code !== 'weak_password') return [];
  const reasons = error.reasons?.length ? error.reasons : ['length'];
  return reasons.map((reason) =>
    reason === 'characters'
      ? copy.weak.characters
      : reason === 'pwned'
        ? copy.weak.pwned
        : copy.weak.length(MINIMUM_PASSWORD_LENGTH),
  );
}

/** 429 over_email_send_rate_limit: when another email may be asked for; null for any other answer. */
export function emailWait(error: AuthFailure): string | null {
  if (error.code !== 'over_email_send_rate_limit') return null;
  const seconds = /after (\d+) seconds?/.exec(error.message ?? '')?.[1];
  return seconds ? copy.waitSeconds(Number(seconds)) : copy.waitHour;
}

export type LinkLanding =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string }
  | { kind: 'problem'; message: string }
  | { kind: 'none' };

/**
 * What an invitation or recovery link brought in the URL's fragment (GET /verify answers 303 to
 * redirect_to#access_token=…&type=… or #error_code=…): a session to set, or why the link failed.
 * Expired, used and unknown tokens all come back as otp_expired, as on hosted Supabase.
 */
export function readLinkFragment(hash: string): LinkLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (code === 'otp_expired') return { kind: 'problem', message: copy.linkExpired };
  if (code === 'user_banned') return { kind: 'problem', message: copy.linkBanned };
  if (code || params.has('error')) return { kind: 'problem', message: copy.linkInvalid };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken)
    return { kind: 'session', accessToken, refreshToken, type: params.get('type') ?? '' };
  return hash.length > 1 ? { kind: 'problem', message: copy.linkInvalid } : { kind: 'none' };
}
