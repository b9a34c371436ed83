import type { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { AuthError, badRequest, emailExists, forbidden, unprocessable } from '../authError.ts';
import { authenticateUser } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail, normalizePhone } from '../contactAddress.ts';
import { sendEmailChange, sendReauthentication } from '../emailFlows.ts';
import { readJsonBody } from '../http.ts';
import { tokenHash } from '../otp.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from '../password.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { clearPendingTokens, consumeReauthentication } from '../store/emailTokens.ts';
import { listFactors } from '../store/factors.ts';
import { deleteSessions, type LogoutScope, type SessionRow } from '../store/sessions.ts';
import { findUserById, isEmailTaken, isPhoneTaken, loadUserJson } from '../store/users.ts';
import { type UserChanges, updateUser } from '../store/userWrites.ts';
import type { UserRow } from '../userJson.ts';
import { referrer } from './emailRoutes.ts';

/** GET/PUT /user, GET /reauthenticate and POST /logout: a signed-in user's own account (B.1). */

const UserUpdateBody = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  phone: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  nonce: z.string().nullish(),
});

const LOGOUT_SCOPES = new Map<string, LogoutScope>([
  ['', 'global'],
  ['global', 'global'],
  ['local', 'local'],
  ['others', 'others'],
]);

// GoTrue asks for a reauthentication code only when the session is older than this.
const RECENT_SIGN_IN_MS = 24 * 3_600_000;

async function hasVerifiedFactor(tx: Queryable, userId: string): Promise<boolean> {
  return (await listFactors(tx, [userId])).some((factor) => factor.status === 'verified');
}

/** GoTrue's verifyReauthentication: the code of the last /reauthenticate email, unexpired; then spent. */
async function spendReauthenticationNonce(
  tx: Queryable,
  deps: AuthDeps,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!user.reauthentication_token || user.reauthentication_sent_at === null) throw invalid();
  const expired = deps.now() > user.reauthentication_sent_at + deps.settings.otpExpirySeconds * 1000;
  if (expired || tokenHash(user.email ?? '', nonce) !== user.reauthentication_token) throw invalid();
  await consumeReauthentication(tx, user.id);
}

async function passwordChange(
  tx: Queryable,
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow | undefined,
  password: string,
  nonce: string | undefined,
): Promise<string> {
  if (
    deps.settings.securePasswordChange &&
    (!session || deps.now() > session.created_at + RECENT_SIGN_IN_MS)
  ) {
    if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    await spendReauthenticationNonce(tx, deps, user, nonce);
  }
  if (
    password !== '' &&
    user.encrypted_password &&
    (await verifyPassword(password, user.encrypted_password))
  ) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  return hashPassword(password);
}

export function registerUserRoutes(router: Hono, deps: AuthDeps): void {
  router.get('/user', async (c) => {
    const { claims, user } = await authenticateUser(c, deps);
    const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (audience !== 'authenticated') {
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    }
    return c.json(await asAuthAdmin(deps.db, (tx) => loadUserJson(tx, user.id)));
  });

  router.put('/user', async (c) => {
    const { user, session } = await authenticateUser(c, deps);
    const body = await readJsonBody(c, UserUpdateBody);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    const phone = body.phone ? normalizePhone(body.phone) : undefined;
    const password = body.password ?? undefined;
    if (password !== undefined) assertPasswordAcceptable(password, deps.passwordPolicy);
    // Only a user whose own role is an admin role may touch app_metadata (it feeds authorization).
    if (body.app_metadata && user.role !== 'service_role') {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    const changesEmail = email !== undefined && email !== user.email;
    const changesPhone = phone !== undefined && phone !== user.phone;
    const redirectTo = referrer(c, deps);
    const updated = await asAuthAdmin(deps.db, async (tx) => {
      const sensitive = (password !== undefined && password !== '') || changesEmail || changesPhone;
      if (sensitive && session?.aal !== 'aal2' && (await hasVerifiedFactor(tx, user.id))) {
        throw new AuthError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
      if (changesEmail && (await isEmailTaken(tx, email, user.id))) throw emailExists();
      if (changesPhone && (await isPhoneTaken(tx, phone, user.id))) {
        throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
      }
      const changes: UserChanges = {};
      if (password !== undefined) {
        changes.encryptedPassword = await passwordChange(
          tx,
          deps,
          user,
          session,
          password,
          body.nonce ?? undefined,
        );
      }
      if (body.data) changes.userMetadata = body.data;
      if (body.app_metadata) changes.appMetadata = body.app_metadata;
      // No SMS provider runs: a phone change applies at once, as GoTrue does with SMS autoconfirm.
      if (changesPhone) changes.phone = phone;
      await updateUser(tx, user, changes, deps.now());
      if (changes.encryptedPassword) {
        // GoTrue's UpdatePassword: pending links die and every other session ends.
        await clearPendingTokens(tx, user.id);
        await deleteSessions(tx, user.id, session ? 'others' : 'global', session?.id);
      }
      if (changesEmail)
        await sendEmailChange(tx, deps, (await findUserById(tx, user.id))!, email, redirectTo);
      return loadUserJson(tx, user.id);
    });
    return c.json(updated);
  });

  router.get('/reauthenticate', async (c) => {
    const { user } = await authenticateUser(c, deps);
    if (!user.email && !user.phone) {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.email)
      throw unprocessable('phone_provider_disabled', 'Reauthentication by SMS is not available');
    if (user.email_confirmed_at === null)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    await asAuthAdmin(deps.db, (tx) => sendReauthentication(tx, deps, user));
    return c.json({});
  });

  router.post('/logout', async (c) => {
    const { user, session } = await authenticateUser(c, deps);
    const requested = c.req.query('scope') ?? '';
    const scope = LOGOUT_SCOPES.get(requested);
    if (!scope)
      throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(requested)}`);
    await asAuthAdmin(deps.db, (tx) => deleteSessions(tx, user.id, scope, session?.id));
    return c.body(null, 204);
  });
}
