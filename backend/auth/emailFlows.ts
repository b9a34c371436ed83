import type { Queryable } from '../db/database.ts';
import type { AuthDeps } from './authOptions.ts';
import { assertSentLongEnoughAgo } from './emailRateLimit.ts';
import { generateOtp, tokenHash, verifyLink } from './otp.ts';
import {
  recordConfirmationSent,
  recordEmailChangeSent,
  recordReauthenticationSent,
  recordRecoverySent,
} from './store/emailTokens.ts';
import type { UserRow } from './userJson.ts';

/**
 * GoTrue's send* functions: check the per-user frequency, make a code and its hash, store the hash, email
 * the link (and code). They run inside the caller's transaction: if the email cannot be sent, nothing is
 * stored. Links point at this server's /verify, which sends the person on to `redirectTo`.
 */

type Deps = Pick<AuthDeps, 'issuer' | 'settings' | 'sendEmail' | 'now'>;

const emailOf = (user: UserRow) => user.email ?? '';

interface NewToken {
  otp: string;
  hash: string;
}

function newToken(deps: Deps, address: string): NewToken {
  const otp = generateOtp(deps.settings.otpLength);
  return { otp, hash: tokenHash(address, otp) };
}

/** What every link email's template may use (GoTrue's template data). */
function linkData(deps: Deps, user: UserRow, token: NewToken, type: string, redirectTo: string) {
  return {
    ConfirmationURL: verifyLink(deps.issuer, token.hash, type, redirectTo),
    Email: emailOf(user),
    Token: token.otp,
    TokenHash: token.hash,
    Data: user.raw_user_meta_data ?? {},
    RedirectTo: redirectTo,
  };
}

/** A confirmation token, recorded on the user and emailed: as an invitation, or to confirm a sign-up. */
async function mailConfirmationToken(
  tx: Queryable,
  deps: Deps,
  user: UserRow,
  redirectTo: string,
  invited: boolean,
): Promise<void> {
  const token = newToken(deps, emailOf(user));
  await recordConfirmationSent(tx, user, token.hash, deps.now(), invited);
  await deps.sendEmail(
    invited ? 'invite' : 'confirmation',
    emailOf(user),
    linkData(deps, user, token, invited ? 'invite' : 'signup', redirectTo),
  );
}

/** The invite email; no frequency limit (an administrator asks). */
export const sendInvite = (tx: Queryable, deps: Deps, user: UserRow, redirectTo: string) =>
  mailConfirmationToken(tx, deps, user, redirectTo, true);

export async function sendConfirmation(
  tx: Queryable,
  deps: Deps,
  user: UserRow,
  redirectTo: string,
): Promise<void> {
  assertSentLongEnoughAgo(user.confirmation_sent_at, deps.settings.maxFrequencyMs, deps.now());
  await mailConfirmationToken(tx, deps, user, redirectTo, false);
}

/** Recovery and magic link share the recovery token and its frequency limit, as in GoTrue. */
export async function sendRecovery(
  tx: Queryable,
  deps: Deps,
  user: UserRow,
  redirectTo: string,
  kind: 'recovery' | 'magiclink',
): Promise<void> {
  assertSentLongEnoughAgo(user.recovery_sent_at, deps.settings.maxFrequencyMs, deps.now());
  const token = newToken(deps, emailOf(user));
  await recordRecoverySent(tx, user, token.hash, deps.now());
  const template = kind === 'recovery' ? 'recovery' : 'magic_link';
  await deps.sendEmail(template, emailOf(user), linkData(deps, user, token, kind, redirectTo));
}

/** To the new address, and to the current one too when double_confirm_changes is on. */
export async function sendEmailChange(
  tx: Queryable,
  deps: Deps,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  assertSentLongEnoughAgo(user.email_change_sent_at, deps.settings.maxFrequencyMs, deps.now());
  const toNew = newToken(deps, newEmail);
  const both = deps.settings.secureEmailChange && emailOf(user) !== '';
  const toCurrent = both ? newToken(deps, emailOf(user)) : undefined;
  await recordEmailChangeSent(
    tx,
    user,
    { newEmail, tokenNew: toNew.hash, tokenCurrent: toCurrent?.hash ?? '' },
    deps.now(),
  );
  const letters = [
    { to: newEmail, token: toNew },
    ...(toCurrent ? [{ to: emailOf(user), token: toCurrent }] : []),
  ];
  for (const letter of letters) {
    await deps.sendEmail('email_change', letter.to, {
      ...linkData(deps, user, letter.token, 'email_change', redirectTo),
      NewEmail: newEmail,
      SendingTo: letter.to,
    });
  }
}

/** The code `updateUser({ password, nonce })` needs when secure_password_change asks for it. */
export async function sendReauthentication(tx: Queryable, deps: Deps, user: UserRow): Promise<void> {
  assertSentLongEnoughAgo(user.reauthentication_sent_at, deps.settings.maxFrequencyMs, deps.now());
  const { otp, hash } = newToken(deps, emailOf(user));
  await recordReauthenticationSent(tx, user, hash, deps.now());
  await deps.sendEmail('reauthentication', emailOf(user), {
    Email: emailOf(user),
    Token: otp,
    Data: user.raw_user_meta_data ?? {},
  });
}
