import type { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { badRequest, emailExists, notFound } from '../authError.ts';
import { requireAdmin } from '../authenticate.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail } from '../contactAddress.ts';
import { sendInvite } from '../emailFlows.ts';
import { readJsonBody } from '../http.ts';
import { generateOtp, tokenHash, verifyLink } from '../otp.ts';
import { assertPasswordAcceptable, hashPassword } from '../password.ts';
import { isRedirectAllowed } from '../redirect.ts';
import { randomPassword } from '../signup.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { recordConfirmationSent, recordEmailChangeSent, recordRecoverySent } from '../store/emailTokens.ts';
import { findUserByEmail, findUserById, isEmailTaken, loadUserJson } from '../store/users.ts';
import { insertEmailUser, updateUser } from '../store/userWrites.ts';
import type { UserRow } from '../userJson.ts';
import { referrer } from './emailRoutes.ts';

/**
 * The service-role routes that start email flows: /invite (creates the user and sends the invitation)
 * and /admin/generate_link (the same links without sending anything, for a server that mails them itself).
 */

const Json = z.record(z.string(), z.unknown());
const InviteBody = z.object({ email: z.string().nullish(), data: Json.nullish() });
const GenerateLinkBody = z.object({
  type: z.string().nullish(),
  email: z.string().nullish(),
  new_email: z.string().nullish(),
  password: z.string().nullish(),
  data: Json.nullish(),
  redirect_to: z.string().nullish(),
});

/** A new unconfirmed email user, read back as a row. */
async function createEmailUser(
  tx: Queryable,
  deps: AuthDeps,
  email: string,
  data: Record<string, unknown>,
  encryptedPassword: string,
): Promise<UserRow> {
  const id = await insertEmailUser(tx, { email, data, encryptedPassword }, deps.now());
  return (await findUserById(tx, id))!;
}

export function registerInviteRoutes(router: Hono, deps: AuthDeps): void {
  router.post('/invite', async (c) => {
    requireAdmin(c, deps);
    const body = await readJsonBody(c, InviteBody);
    const email = normalizeEmail(body.email ?? '');
    const redirectTo = referrer(c, deps);
    const user = await asAuthAdmin(deps.db, async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at != null) throw emailExists();
      const invitee = existing ?? (await createEmailUser(tx, deps, email, body.data ?? {}, ''));
      await sendInvite(tx, deps, invitee, redirectTo);
      return loadUserJson(tx, invitee.id);
    });
    return c.json(user);
  });

  router.post('/admin/generate_link', async (c) => {
    const body = await readJsonBody(c, GenerateLinkBody);
    const email = normalizeEmail(body.email ?? '');
    let type = body.type ?? '';
    const redirectTo =
      body.redirect_to && isRedirectAllowed(deps.settings, body.redirect_to)
        ? body.redirect_to
        : referrer(c, deps);
    const otp = generateOtp(deps.settings.otpLength);
    const hashed = tokenHash(email, otp);
    const now = deps.now();
    const answer = await asAuthAdmin(deps.db, async (tx) => {
      let user = await findUserByEmail(tx, email);
      let password = body.password ?? '';
      if (!user && type === 'magiclink') {
        type = 'signup';
        password = randomPassword();
      }
      if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
        throw notFound('user_not_found', 'User with this email not found');
      }
      let link: { token: string; type: string };
      if (type === 'magiclink' || type === 'recovery') {
        await recordRecoverySent(tx, user!, hashed, now);
        link = { token: hashed, type };
      } else if (type === 'invite' || type === 'signup') {
        if (user?.email_confirmed_at != null) throw emailExists();
        if (!user && type === 'signup') {
          if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
          assertPasswordAcceptable(password, deps.passwordPolicy);
        }
        if (user && type === 'signup' && body.data)
          await updateUser(tx, user, { userMetadata: body.data }, now);
        user ??= await createEmailUser(
          tx,
          deps,
          email,
          body.data ?? {},
          type === 'signup' ? await hashPassword(password) : '',
        );
        await recordConfirmationSent(tx, user, hashed, now, type === 'invite');
        link = { token: hashed, type };
      } else if (type === 'email_change_current' || type === 'email_change_new') {
        if (!deps.settings.secureEmailChange && type === 'email_change_current') {
          throw badRequest(
            'validation_failed',
            'Enable secure email change to generate link for current email',
          );
        }
        const newEmail = normalizeEmail(body.new_email ?? '');
        if (await isEmailTaken(tx, newEmail, user!.id)) throw emailExists();
        const token = type === 'email_change_current' ? hashed : tokenHash(newEmail, otp);
        const which = type === 'email_change_current' ? 'tokenCurrent' : 'tokenNew';
        await recordEmailChangeSent(tx, user!, { newEmail, [which]: token }, now);
        link = { token, type: 'email_change' };
      } else {
        throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
      }
      const userJson = await loadUserJson(tx, user!.id);
      return {
        ...userJson,
        action_link: verifyLink(deps.issuer, link.token, link.type, redirectTo),
        email_otp: otp,
        hashed_token: hashed,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return c.json(answer);
  });
}
