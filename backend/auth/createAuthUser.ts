import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { badRequest, emailExists, unprocessable } from './authError.ts';
import { normalizeEmail, normalizePhone } from './contactAddress.ts';
import { parseGoDuration } from './goDuration.ts';
import { assertPasswordFitsBcrypt, hashPassword, isBcryptHash } from './password.ts';
import { asAuthAdmin } from './store/authTransaction.ts';
import { isEmailTaken, isPhoneTaken, loadUserJson } from './store/users.ts';
import { insertUser } from './store/userWrites.ts';
import { mergeMetadata } from './userJson.ts';

/** What `POST /admin/users` accepts (auth-js `admin.createUser`), in camelCase. */
export interface CreateAuthUserInput {
  email?: string;
  phone?: string;
  password?: string;
  /** A bcrypt hash to store as is (imports); excludes `password`. */
  passwordHash?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  id?: string;
  role?: string;
  /** Go duration ("24h") or "none". */
  banDuration?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ban_duration as GoTrue reads it: "none" or a Go duration from now; undefined when not given. */
export function banUntil(banDuration: string | undefined, nowMs: number): number | null | undefined {
  if (banDuration === undefined || banDuration === '') return undefined;
  if (banDuration === 'none') return null;
  const parsed = parseGoDuration(banDuration);
  if (!parsed.ok) throw badRequest('validation_failed', `invalid format for ban duration: ${parsed.message}`);
  return parsed.ms === 0 ? null : nowMs + parsed.ms;
}

/**
 * Creates an auth user with its email (or phone) identity, exactly as GoTrue's admin endpoint does, and
 * returns the user JSON. For the admin route, seeds and CLI scripts; runs as supabase_auth_admin.
 * Throws AuthError (`email_exists`, `validation_failed`…) for input it refuses.
 */
export async function createAuthUser(
  db: Database,
  input: CreateAuthUserInput,
  options: { nowMs?: number } = {},
): Promise<Record<string, unknown>> {
  const nowMs = options.nowMs ?? Date.now();
  if (!input.email && !input.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = input.email ? normalizeEmail(input.email) : null;
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.password !== undefined && input.passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (input.passwordHash && !isBcryptHash(input.passwordHash)) {
    throw badRequest('validation_failed', 'Invalid password hash format: only bcrypt hashes are supported');
  }
  if (input.id !== undefined && input.id !== '') {
    if (!UUID.test(input.id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (/^[0-]+$/.test(input.id)) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  }
  const bannedUntilMs = banUntil(input.banDuration, nowMs) ?? null;
  // Without a password GoTrue stores a random one: the account exists but cannot sign in with a password.
  const password = input.password || randomBytes(36).toString('base64url');
  if (!input.passwordHash) assertPasswordFitsBcrypt(password);
  const encryptedPassword = input.passwordHash || (await hashPassword(password));
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];

  return asAuthAdmin(db, async (tx) => {
    if (email && (await isEmailTaken(tx, email))) throw emailExists();
    if (phone && (await isPhoneTaken(tx, phone))) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
    const id = input.id ? input.id.toLowerCase() : randomUUID();
    const emailConfirmed = !!input.emailConfirm && email !== null;
    await insertUser(
      tx,
      {
        id,
        role: input.role || 'authenticated',
        email,
        phone,
        encryptedPassword,
        emailConfirmed,
        phoneConfirmed: !!input.phoneConfirm && phone !== null,
        appMetadata: mergeMetadata({ provider: providers[0], providers }, input.appMetadata ?? {}),
        // Confirming an email marks it verified in the metadata too, as GoTrue's user.Confirm does.
        userMetadata: { ...(input.userMetadata ?? {}), ...(emailConfirmed ? { email_verified: true } : {}) },
        bannedUntilMs,
      },
      nowMs,
    );
    return (await loadUserJson(tx, id))!;
  });
}
