import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { badRequest, unprocessable } from '../authError.ts';
import type { AuthDeps } from '../authOptions.ts';
import { normalizeEmail } from '../contactAddress.ts';
import { sendConfirmation, sendEmailChange, sendRecovery } from '../emailFlows.ts';
import { readJsonBody } from '../http.ts';
import { referrerFor } from '../redirect.ts';
import { randomPassword, signUpWithEmail } from '../signup.ts';
import { asAuthAdmin } from '../store/authTransaction.ts';
import { findUserByEmail } from '../store/users.ts';

/**
 * The emails anyone may ask for: /recover (reset password), /otp and /magiclink (sign in by link or code),
 * /resend (confirmation or email change again). /recover and /resend answer `{}` whether or not the
 * address exists; /otp and /magiclink try to sign an unknown address up, exactly as GoTrue does.
 */

const Json = z.record(z.string(), z.unknown());
const RecoverBody = z.object({ email: z.string().nullish() });
const OtpBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  create_user: z.boolean().nullish(),
  data: Json.nullish(),
  channel: z.string().nullish(),
});
const MagicLinkBody = z.object({ email: z.string().nullish(), data: Json.nullish() });
const ResendBody = z.object({
  type: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export const referrer = (c: Context, deps: AuthDeps) =>
  referrerFor(deps.settings, { header: (name) => c.req.header(name), query: (name) => c.req.query(name) });

function requireEmailProvider(deps: AuthDeps): void {
  if (!deps.settings.emailProviderEnabled)
    throw badRequest('email_provider_disabled', 'Email logins are disabled');
}

/** GoTrue's MagicLink: a magic link to a confirmed user; unknown or unconfirmed addresses go through sign-up. */
async function magicLink(c: Context, deps: AuthDeps, email: string, data: Record<string, unknown>) {
  if (!deps.settings.emailProviderEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  const address = normalizeEmail(email);
  const redirectTo = referrer(c, deps);
  const user = await asAuthAdmin(deps.db, (tx) => findUserByEmail(tx, address));
  if (!user || user.email_confirmed_at === null) {
    await signUpWithEmail(c, deps, { email: address, password: randomPassword(), data, redirectTo });
    if (!deps.settings.mailerAutoconfirm) return {};
  }
  await asAuthAdmin(deps.db, async (tx) => {
    const confirmed = (await findUserByEmail(tx, address))!;
    await sendRecovery(tx, deps, confirmed, redirectTo, 'magiclink');
  });
  return {};
}

export function registerEmailRoutes(router: Hono, deps: AuthDeps): void {
  router.post('/recover', async (c) => {
    requireEmailProvider(deps);
    const { email } = await readJsonBody(c, RecoverBody);
    if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
    const address = normalizeEmail(email);
    const redirectTo = referrer(c, deps);
    await asAuthAdmin(deps.db, async (tx) => {
      const user = await findUserByEmail(tx, address);
      if (user) await sendRecovery(tx, deps, user, redirectTo, 'recovery');
    });
    return c.json({});
  });

  router.post('/magiclink', async (c) => {
    const { email, data } = await readJsonBody(c, MagicLinkBody);
    if (!email) throw unprocessable('validation_failed', 'Password recovery requires an email');
    return c.json(await magicLink(c, deps, email, data ?? {}));
  });

  router.post('/otp', async (c) => {
    const body = await readJsonBody(c, OtpBody);
    if (body.email && body.phone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
    }
    if (body.email && body.channel) {
      throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
    }
    if (body.create_user === false && body.email) {
      const address = normalizeEmail(body.email);
      const user = await asAuthAdmin(deps.db, (tx) => findUserByEmail(tx, address));
      if (!user) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
    if (body.email) return c.json(await magicLink(c, deps, body.email, body.data ?? {}));
    if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    throw badRequest('validation_failed', 'One of email or phone must be set');
  });

  router.post('/resend', async (c) => {
    const body = await readJsonBody(c, ResendBody);
    const type = body.type ?? '';
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    if (!body.email && type === 'signup')
      throw badRequest('validation_failed', 'Type provided requires an email address');
    if (!body.phone && type === 'sms')
      throw badRequest('validation_failed', 'Type provided requires a phone number');
    if (body.email && body.phone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
    }
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (!body.email) throw badRequest('validation_failed', 'Missing email address or phone number');
    requireEmailProvider(deps);
    const address = normalizeEmail(body.email);
    const redirectTo = referrer(c, deps);
    await asAuthAdmin(deps.db, async (tx) => {
      const user = await findUserByEmail(tx, address);
      if (!user) return;
      if (type === 'signup' && user.email_confirmed_at === null)
        await sendConfirmation(tx, deps, user, redirectTo);
      if (type === 'email_change' && user.email_change) {
        await sendEmailChange(tx, deps, user, user.email_change, redirectTo);
      }
    });
    return c.json({});
  });
}
