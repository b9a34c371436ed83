import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { type AuthError, badRequest, unprocessable } from './authError.ts';
import type { AuthDeps } from './authOptions.ts';
import { normalizeEmail } from './contactAddress.ts';
import { sendConfirmation } from './emailFlows.ts';
import { clientMeta } from './http.ts';
import { assertPasswordAcceptable, hashPassword } from './password.ts';
import { sessionResponse } from './sessionResponse.ts';
import { asAuthAdmin } from './store/authTransaction.ts';
import { confirmEmail } from './store/emailTokens.ts';
import { createSession } from './store/sessions.ts';
import { findUserByEmail, findUserById, loadUserJson, recordSignIn } from './store/users.ts';
import { insertEmailUser } from './store/userWrites.ts';

/**
 * GoTrue's email Signup, reached through POST /signup and, for unknown addresses, /otp and /magiclink:
 * refused with 422 signup_disabled unless `[auth] enable_signup`; otherwise a new user, confirmed at once
 * (autoconfirm: a session comes back) or sent the confirmation email. An address already confirmed gets
 * 422 user_already_exists with autoconfirm, else an answer that looks like a fresh sign-up.
 */

export const signupsDisabled = (): AuthError =>
  unprocessable('signup_disabled', 'Signups not allowed for this instance');

export interface EmailSignup {
  email: string;
  password: string;
  data: Record<string, unknown>;
  redirectTo: string;
}

export async function signUpWithEmail(
  c: Context,
  deps: AuthDeps,
  signup: EmailSignup,
): Promise<Record<string, unknown>> {
  if (!deps.settings.signupEnabled) throw signupsDisabled();
  if (signup.password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  assertPasswordAcceptable(signup.password, deps.passwordPolicy);
  if (!deps.settings.emailProviderEnabled)
    throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const email = normalizeEmail(signup.email);
  const encryptedPassword = await hashPassword(signup.password);
  const now = deps.now();
  return asAuthAdmin(deps.db, async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at != null) {
      if (deps.settings.mailerAutoconfirm)
        throw unprocessable('user_already_exists', 'User already registered');
      // GoTrue's sanitizeUser: a made-up user, so the answer does not tell whether the address is taken.
      return obfuscatedUser(email, signup.data, now);
    }
    const userId =
      existing?.id ?? (await insertEmailUser(tx, { email, data: signup.data, encryptedPassword }, now));
    const user = (await findUserById(tx, userId))!;
    if (!deps.settings.mailerAutoconfirm) {
      await sendConfirmation(tx, deps, user, signup.redirectTo);
      return (await loadUserJson(tx, userId))!;
    }
    await confirmEmail(tx, user, now);
    // The session it starts is a sign-in: GoTrue's IssueRefreshToken stamps last_sign_in_at.
    await recordSignIn(tx, userId, now);
    const { sessionId, refreshToken } = await createSession(tx, userId, now, clientMeta(c, deps), 'password');
    return sessionResponse(tx, deps, { userId, sessionId, refreshToken });
  });
}

function obfuscatedUser(
  email: string,
  data: Record<string, unknown>,
  nowMs: number,
): Record<string, unknown> {
  const now = new Date(nowMs).toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** A throwaway password for accounts made by /otp and /magiclink (they sign in by link, not password). */
export function randomPassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1`;
}
