import bcrypt from 'bcryptjs';
import { AuthError, badRequest } from './authError.ts';

/** GoTrue's defaults: at least 6 characters, at most bcrypt's 72 bytes. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** Why a password is too weak (GoTrue's checkPasswordStrength), or undefined when it is acceptable. */
export function weakPasswordReasons(password: string): WeakPassword | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] };
  }
  return undefined;
}

export function assertPasswordAcceptable(password: string): void {
  assertPasswordFitsBcrypt(password);
  const weak = weakPasswordReasons(password);
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
