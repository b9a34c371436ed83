import bcrypt from 'bcryptjs';
import commonPasswords from 'fxa-common-password-list';
import { AuthError, badRequest } from './authError.ts';

/** At most bcrypt's 72 bytes (GoTrue's MaxPasswordLength). */
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

/** config.toml's minimum_password_length and password_requirements, as GoTrue receives them. */
export interface PasswordPolicy {
  minimumLength: number;
  requiredCharacters: readonly string[];
}

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/**
 * Why a password is too weak, as GoTrue's checkPasswordStrength says it: `length` (counted in bytes, as Go's
 * len), `characters` (one sentence naming every required set), `pwned` (hosted Supabase asks
 * HaveIBeenPwned; here Mozilla's list of the 50,000 most common passwords stands in for it).
 */
export function weakPasswordReasons(password: string, policy: PasswordPolicy): WeakPassword | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < policy.minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minimumLength} characters.`);
  }
  const missesASet = policy.requiredCharacters.some(
    (set) => set !== '' && ![...set].some((character) => password.includes(character)),
  );
  if (missesASet) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`,
    );
  }
  if (commonPasswords.test(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : undefined;
}

/** 400 for more than 72 bytes, then 422 weak_password with its reasons. */
export function assertPasswordAcceptable(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weak = weakPasswordReasons(password, policy);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, weak.reasons);
}

/** bcrypt ignores bytes past 72, so a longer password would silently match its own prefix. */
export function assertPasswordFitsBcrypt(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

/**
 * `$2a$10$…` like GoTrue. bcryptjs writes `$2b$`, the same algorithm for passwords up to 72 bytes; the
 * `$2a$` prefix keeps hashes checkable by pgcrypto's crypt(), which rejects `$2b$`.
 */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

export function isBcryptHash(value: string): boolean {
  return /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value);
}

// A hash of a random string at the same cost as real ones: unknown emails are compared against it so
// that they take as long to refuse as wrong passwords.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/**
 * Compares with bcrypt, accepting `$2a$`/`$2b$`/`$2y$` at any cost (pgcrypto's gen_salt('bf') makes
 * `$2a$06$`). A missing or malformed hash still costs a comparison and then fails.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && isBcryptHash(hash);
  const matches = await bcrypt.compare(password, usable ? hash : await getDummyHash());
  return usable && matches;
}

/** Warms the dummy hash so the first unknown-email sign-in is not faster than the rest. */
export function prepareDummyHash(): void {
  void getDummyHash();
}
