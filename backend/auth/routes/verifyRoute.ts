import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { AuthError, badRequest, unprocessable } from '../authError.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail } from '../contactAddress.ts';
import { clientMeta, readJsonBody } from '../http.ts';
import { goEncodeValues } from '../otp.ts';
import { hashPassword } from '../password.ts';
import { sessionResponse } from '../sessionResponse.ts';
import { randomPassword } from '../signup.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import {
  acceptHalfEmailChange,
  applyEmailChange,
  confirmEmail,
  consumeRecovery,
} from '../store/emailTokens.ts';
import { createSession } from '../store/sessions.ts';
import { recordSignIn } from '../store/users.ts';
import { updateUser } from '../store/userWrites.ts';
import { type Verified, verifyEmailAndCode, verifyTokenHash } from '../verifyToken.ts';
import { referrer } from './emailRoutes.ts';

/**
 * /verify: where every email link lands (GET, then a 303 to redirect_to with the session or the error in
 * the fragment) and where typed codes and token hashes are exchanged for a session (POST, verifyOtp).
 */

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const VerifyBody = z.object({
  type: z.string().nullish(),
  token: z.string().nullish(),
  token_hash: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  redirect_to: z.string().nullish(),
});

// GoTrue's oauthErrorMap: the `error` of a failed link.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** What the link or code does once verified; undefined when one of two email-change confirmations arrived. */
async function applyVerification(
  tx: Queryable,
  deps: AuthDeps,
  verified: Verified,
): Promise<string | undefined> {
  const { user, type } = verified;
  const now = deps.now();
  if (type === 'signup' || type === 'invite') {
    // An invitee has no password yet: GoTrue gives them a random one so the app can ask for theirs.
    if (!user.encrypted_password && user.invited_at !== null) {
      await updateUser(tx, user, { encryptedPassword: await hashPassword(randomPassword()) }, now);
    }
    await confirmEmail(tx, user, now);
  } else if (type === 'recovery' || type === 'magiclink') {
    await consumeRecovery(tx, user.id);
    if (user.email_confirmed_at === null) await confirmEmail(tx, user, now);
  } else {
    const firstOfTwo =
      !deps.settings.mailerAutoconfirm &&
      deps.settings.secureEmailChange &&
      user.email_change_confirm_status === 0 &&
      !!user.email;
    if (firstOfTwo) {
      const which =
        verified.hash === user.email_change_token_current
          ? 'email_change_token_current'
          : 'email_change_token_new';
      await acceptHalfEmailChange(tx, user.id, which);
      return undefined;
    }
    await applyEmailChange(tx, user, now);
  }
  await recordSignIn(tx, user.id, now);
  return user.id;
}

async function issueSession(tx: Queryable, c: Context, deps: AuthDeps, userId: string) {
  const { sessionId, refreshToken } = await createSession(tx, userId, deps.now(), clientMeta(c, deps), 'otp');
  return sessionResponse(tx, deps, { userId, sessionId, refreshToken });
}

function errorFragment(redirectTo: string, error: AuthError): string {
  const values: Record<string, string> = { error_code: error.code, error_description: error.message, sb: '' };
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) values.error = oauth;
  return `${redirectTo.split('#')[0]}#${goEncodeValues(values)}`;
}

export function registerVerifyRoute(router: Hono, deps: AuthDeps): void {
  // GoTrue limits both methods before anything else, a link's GET included (429, no redirect).
  router.use('/verify', async (c, next) => {
    if (!deps.verifyLimiter.take(deps.clientIp(c))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await next();
  });
  router.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = referrer(c, deps);
    let location: string;
    try {
      location = await asAuthAdmin(deps.db, async (tx) => {
        if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change'].includes(type)) {
          throw badRequest('validation_failed', 'Unsupported verification type');
        }
        const verified = await verifyTokenHash(tx, type, token, deps.settings, deps.now());
        const userId = await applyVerification(tx, deps, verified);
        if (!userId) return `${redirectTo}#${goEncodeValues({ message: SINGLE_CONFIRMATION, sb: '' })}`;
        const session = await issueSession(tx, c, deps, userId);
        const values = {
          access_token: String(session.access_token),
          token_type: 'bearer',
          expires_in: String(session.expires_in),
          expires_at: String(session.expires_at),
          refresh_token: String(session.refresh_token),
          sb: '',
          type,
        };
        return `${redirectTo}#${goEncodeValues(values)}`;
      });
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      location = errorFragment(redirectTo, error);
    }
    return c.redirect(location, 303);
  });

  router.post('/verify', async (c) => {
    const body = await readJsonBody(c, VerifyBody);
    const type = body.type ?? '';
    const token = body.token ?? '';
    const hash = body.token_hash ?? '';
    if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
    if ((token === '') === (hash === '')) {
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    }
    let email = '';
    if (token !== '') {
      if (!body.email) {
        if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      try {
        email = normalizeEmail(body.email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    } else if (body.email || body.phone || body.redirect_to) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    const answer = await asAuthAdmin(deps.db, async (tx) => {
      const verified =
        hash !== ''
          ? await verifyTokenHash(tx, type, hash, deps.settings, deps.now())
          : await verifyEmailAndCode(tx, type, email, token, deps.settings, deps.now());
      const userId = await applyVerification(tx, deps, verified);
      if (!userId) return { msg: SINGLE_CONFIRMATION, code: '200' };
      return issueSession(tx, c, deps, userId);
    });
    return c.json(answer);
  });
}
