import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AuthError, badRequest, invalidCredentials, unprocessable } from '../authError.ts';
import type { AuthDeps } from '../authOptions.ts';
import { clientMeta, readJsonBody } from '../http.ts';
import { verifyPassword, weakPasswordReasons } from '../password.ts';
import { sessionResponse } from '../sessionResponse.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { createSession } from '../store/sessions.ts';
import { findUserByEmail, recordSignIn } from '../store/users.ts';
import { isBanned } from '../userJson.ts';
import { refreshGrant } from './refreshGrant.ts';

/** POST /token: the password grant (sign-in) and the refresh_token grant (B.1, B.4). */

const PasswordGrantBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});

async function passwordGrant(c: Context, deps: AuthDeps): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c, PasswordGrantBody);
  const email = body.email ?? '';
  const password = body.password ?? '';
  if (email !== '' && body.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (email === '' && !body.phone) throw badRequest('validation_failed', 'missing email or phone');
  if (email === '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!deps.settings.emailProviderEnabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  }

  // Guessing is throttled per account and per caller; the check comes before any bcrypt work.
  const ip = deps.clientIp(c);
  const emailKey = `email:${email.trim().toLowerCase()}`;
  const keys = ip ? [emailKey, `ip:${ip}`] : [emailKey];
  if (deps.signInLimiter.retryAfterMs(keys) > 0) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  const user = await asAuthAdmin(deps.db, (tx) => findUserByEmail(tx, email));
  // Unknown emails are compared against a dummy hash: same answer, similar time as a wrong password.
  const passwordMatches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !passwordMatches) {
    deps.signInLimiter.recordFailure(keys);
    throw invalidCredentials();
  }
  deps.signInLimiter.reset(emailKey);
  const now = deps.now();
  // Checked only after the password so these answers reveal nothing to someone without it.
  if (isBanned(user, now)) throw badRequest('user_banned', 'User is banned');
  if (user.email_confirmed_at === null) throw badRequest('email_not_confirmed', 'Email not confirmed');

  return asAuthAdmin(deps.db, async (tx) => {
    await recordSignIn(tx, user.id, now);
    const { sessionId, refreshToken } = await createSession(
      tx,
      user.id,
      now,
      clientMeta(c, deps),
      'password',
    );
    return sessionResponse(tx, deps, {
      userId: user.id,
      sessionId,
      refreshToken,
      weakPassword: weakPasswordReasons(password, deps.passwordPolicy),
    });
  });
}

export function registerTokenRoute(router: Hono, deps: AuthDeps): void {
  router.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return c.json(await passwordGrant(c, deps));
    if (grantType === 'refresh_token') return c.json(await refreshGrant(c, deps));
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });
}
