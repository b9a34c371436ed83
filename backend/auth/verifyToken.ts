import type { Queryable } from '../db/database.ts';
import { AuthError, badRequest, forbidden } from './authError.ts';
import type { AuthSettings } from './authSettings.ts';
import { tokenHash } from './otp.ts';
import {
  findUserIdByEmailChangeToken,
  findUserIdByTokenHash,
  type OneTimeTokenType,
} from './store/emailTokens.ts';
import { findUserByEmail, findUserById } from './store/users.ts';
import { isBanned, type UserRow } from './userJson.ts';

/**
 * Which user an email link or code belongs to, as GoTrue's verifyTokenHash (a link: the token hash) and
 * verifyUserAndToken (a code typed with the email). Unknown, used and expired tokens all get 403
 * otp_expired; the type `email` stands for signup or magic link, whichever the token turns out to be.
 */

export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

function sentAtFor(user: UserRow, type: VerifyType): number | null {
  if (type === 'signup' || type === 'invite') return user.confirmation_sent_at;
  if (type === 'recovery' || type === 'magiclink') return user.recovery_sent_at;
  return user.email_change_sent_at;
}

const expired = (sentAtMs: number | null, settings: AuthSettings, nowMs: number) =>
  sentAtMs === null || nowMs > sentAtMs + settings.otpExpirySeconds * 1000;

export interface Verified {
  user: UserRow;
  /** `email` resolved to `signup` or `magiclink`. */
  type: VerifyType;
  hash: string;
}

function checkBanned(user: UserRow, nowMs: number): void {
  if (isBanned(user, nowMs)) throw forbidden('user_banned', 'User is banned');
}

export async function verifyTokenHash(
  tx: Queryable,
  type: string,
  hash: string,
  settings: AuthSettings,
  nowMs: number,
): Promise<Verified> {
  const types = TOKEN_TYPES[type];
  if (!types) throw badRequest('validation_failed', 'Invalid email verification type');
  const found = await findUserIdByTokenHash(tx, hash, types);
  const user = found && (await findUserById(tx, found.userId));
  if (!found || !user) throw linkExpired();
  checkBanned(user, nowMs);
  let resolved = type as VerifyType;
  if (type === 'email') resolved = user.recovery_token === hash ? 'magiclink' : 'signup';
  if (expired(sentAtFor(user, resolved), settings, nowMs)) throw linkExpired();
  return { user, type: resolved, hash };
}

export async function verifyEmailAndCode(
  tx: Queryable,
  type: string,
  email: string,
  code: string,
  settings: AuthSettings,
  nowMs: number,
): Promise<Verified> {
  const hash = tokenHash(email, code);
  let user: UserRow | undefined;
  if (type === 'email_change') {
    const userId = await findUserIdByEmailChangeToken(tx, email, hash, settings.secureEmailChange);
    user = userId ? await findUserById(tx, userId) : undefined;
  } else if (TOKEN_TYPES[type]) {
    user = await findUserByEmail(tx, email);
  } else {
    throw badRequest('validation_failed', 'Unsupported verification type');
  }
  if (!user) throw codeExpired();
  checkBanned(user, nowMs);
  const valid = (expected: string | null, sentAt: number | null) =>
    !!expected && !expired(sentAt, settings, nowMs) && (hash === expected || `pkce_${hash}` === expected);
  const confirmation = valid(user.confirmation_token, user.confirmation_sent_at);
  const recovery = valid(user.recovery_token, user.recovery_sent_at);
  const emailChange =
    valid(user.email_change_token_current, user.email_change_sent_at) ||
    valid(user.email_change_token_new, user.email_change_sent_at);
  const resolved: Record<string, [boolean, VerifyType]> = {
    email: confirmation ? [true, 'signup'] : [recovery, 'magiclink'],
    signup: [confirmation, 'signup'],
    invite: [confirmation, 'invite'],
    recovery: [recovery, 'recovery'],
    magiclink: [recovery, 'magiclink'],
    email_change: [emailChange, 'email_change'],
  };
  const [ok, verifiedType] = resolved[type]!;
  if (!ok) throw codeExpired();
  return { user, type: verifiedType, hash };
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}
